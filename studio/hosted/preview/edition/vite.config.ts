// The preview edition's build (run by ../editionBuild.ts in a process of its own): the chat with
// edition/main.tsx as its one entry, under the base the studio serves it from (PREVIA_BASE). The
// content modules the chat imports are empty objects here, filled at start from conteudo.json:
// nothing of any draft, nor of the published content, is compiled into this bundle.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const RESOLVED = '\0previa:';

/** virtual:flow and virtual:flow-fixtures as live objects the entry fills; virtual:variants empty. */
const LIVE_MODULES: Record<string, string> = {
  'virtual:flow': 'export default { start: "", steps: {}, messages: {}, ui: {} };',
  'virtual:flow-fixtures': 'export default {};',
  'virtual:variants': 'export default {};',
};

/**
 * The chat names partner images by root paths (/brands/99.png, /banners/rota99.svg). In a preview
 * they are the draft's own, read from its commit beside conteudo.json (edition/main.tsx sets
 * where): the logo paths the header tries are prefixed with that place. Fails the build if the
 * module no longer reads as expected, rather than showing a preview without its logo.
 */
function draftImages(): Plugin {
  return {
    name: 'previa-draft-images',
    transform(code, id) {
      if (!id.endsWith('/src/ui/logoCandidates.ts')) return undefined;
      if (!code.includes('`/brands/')) throw new Error('src/ui/logoCandidates.ts no longer builds `/brands/… paths: update the preview edition');
      return code.replaceAll('`/brands/', '`${globalThis.__previaImagens ?? "/"}brands/');
    },
  };
}

/**
 * The chat's side of the card frame as an opaque preview needs it (pageCardFrame.ts), in place of
 * the visitors' (cardFrameOrigin.ts, listenToFrame.ts). Fails the build if the card modal no longer
 * imports them, rather than a preview whose card step silently never opens.
 */
function previewCardFrame(): Plugin {
  const swapped = fileURLToPath(new URL('./pageCardFrame.ts', import.meta.url));
  const seen = new Set<string>();
  return {
    name: 'previa-card-frame',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.endsWith('/src/ui/components/payment/CardFrameHost.tsx')) return undefined;
      if (source !== './cardFrameOrigin.ts' && source !== './listenToFrame.ts') return undefined;
      seen.add(source);
      return swapped;
    },
    buildEnd() {
      if (seen.size !== 2) throw new Error('CardFrameHost.tsx no longer imports ./cardFrameOrigin.ts and ./listenToFrame.ts: update the preview edition');
    },
  };
}

export function liveContent(): Plugin {
  return {
    name: 'previa-live-content',
    resolveId: (id) => (id in LIVE_MODULES ? RESOLVED + id : undefined),
    load: (id) => (id.startsWith(RESOLVED) ? LIVE_MODULES[id.slice(RESOLVED.length)] : undefined),
  };
}

export default defineConfig({
  root,
  base: process.env.PREVIA_BASE ?? '/previa/app/',
  // The brand and banner images, beside the code: the frame may load images only from here.
  publicDir: fileURLToPath(new URL('../../../../public', import.meta.url)),
  plugins: [react(), liveContent(), draftImages(), previewCardFrame()],
  logLevel: 'warn',
  ...editionBuild('./main.tsx', 'entrada'),
});

/**
 * The build and resolve settings both preview builds share (this one and cardFrame.vite.config.ts):
 * one entry, one stylesheet, and fixed names (<name>.js, <name>.css) for what the documents link,
 * so the studio writes them without reading the build.
 */
export function editionBuild(entry: string, name: string) {
  return {
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: { polyfill: false },
      cssCodeSplit: false,
      rolldownOptions: {
        input: fileURLToPath(new URL(entry, import.meta.url)),
        output: {
          entryFileNames: `${name}.js`,
          chunkFileNames: 'assets/[name]-[hash].js',
          assetFileNames: (asset: { names: string[] }) => (asset.names.some((file) => file.endsWith('.css')) ? `${name}.css` : 'assets/[name]-[hash][extname]'),
        },
      },
    },
    resolve: {
      alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${root}src/vendor/useSyncExternalStoreShim.ts` }],
    },
  };
}
