// The card frame's document (src/cardFrame/, issue 28 item 8): a page of its own, built apart from
// the chat so none of the chat's code (and no tag manager) comes with it, and so the chat's first
// load does not change. `vite build` builds it after the chat into <outDir>/card-frame/, which the
// card frame's origin serves (docs/security-headers.md "The card frame"); the dev server serves it
// from source at the same path. The preview server's headers for it: sandbox/securityHeaders.ts.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Connect, type Plugin } from 'vite';
import { CARD_FRAME_PATH } from '../src/contracts/cardFrame.ts';

const SOURCE = 'src/cardFrame';

export function cardFramePlugin(): Plugin {
  let root = process.cwd();
  let outDir = join(root, 'dist');
  let mode = 'production';
  return {
    name: 'consorcio-card-frame',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
      mode = config.mode;
    },
    configureServer(server) {
      const page: Connect.NextHandleFunction = (req, res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0];
        if (req.method !== 'GET' || (path !== CARD_FRAME_PATH && path !== `${CARD_FRAME_PATH}index.html`)) return next();
        readFile(join(root, SOURCE, 'index.html'), 'utf8')
          .then((html) => server.transformIndexHtml(req.url ?? CARD_FRAME_PATH, html.replace('./main.tsx', `/${SOURCE}/main.tsx`)))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          }, next);
      };
      server.middlewares.use(page);
    },
    async closeBundle() {
      if (this.meta.watchMode) return;
      await build({
        configFile: false,
        root: join(root, SOURCE),
        envDir: root,
        mode,
        base: CARD_FRAME_PATH,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        // The chat's copy context defaults to the compiled flow; the frame gets its texts from the page.
        resolve: { alias: [{ find: /^virtual:flow$/, replacement: join(root, SOURCE, 'noFlow.ts') }] },
        build: { outDir: join(outDir, CARD_FRAME_PATH), emptyOutDir: true, target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
      });
    },
  };
}
