// What a production build ships, read from the build itself: the flows as JSON and no YAML parser;
// none of the development-only preview hooks (?step=&fixture=, the fixtures, the content hot
// update); none of the studio. On CI this reads the `dist/` the build stage made (BUNDLE_DIR), so
// the checks cost no build of their own; alone, it builds once into a temporary folder.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A production build takes minutes on a busy machine: the limit must never be what fails. */
const BUILD_LIMIT_MS = 300_000;

let outDir = process.env.BUNDLE_DIR ?? '';
let built = '';

beforeAll(async () => {
  if (outDir) {
    if (!existsSync(join(outDir, 'index.html'))) throw new Error(`BUNDLE_DIR=${outDir} holds no build: run npm run build first`);
    return;
  }
  outDir = built = mkdtempSync(join(tmpdir(), 'bundle-'));
  // As `npm run build` does: vitest sets NODE_ENV=test, under which Vite builds with import.meta.env.DEV true.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: process.cwd(), mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, BUILD_LIMIT_MS);
afterAll(() => {
  if (built) rmSync(built, { recursive: true, force: true });
});

const files = () => walk(outDir).map((path) => ({ path: relative(outDir, path), text: readFileSync(path, 'utf8') }));
const scripts = () => files().filter((f) => f.path.endsWith('.js'));

describe('the production build', () => {
  it('contains the flow texts but no YAML parser', () => {
    const js = scripts()
      .map((f) => f.text)
      .join('\n');
    expect(js).toContain('copy-message-1');
    expect(js).toContain('Como você prefere pagar?');
    // Class names the `yaml` package cannot do without.
    expect(js).not.toMatch(/YAMLParseError|LineCounter|YAMLMap/);
    // What a step carries for the studio only (a new partner's starting words) no visitor downloads.
    expect(js).not.toMatch(/newPartnerSay|newPartnerDiscountSay|\{parceiro\}/);
  });

  it('has no trace of the preview hook, the fixtures or the content hot update', () => {
    const js = scripts();
    expect(js.map((f) => f.path).filter((name) => /devChat|preview|DevNotice/i.test(name))).toEqual([]);
    const all = js.map((f) => f.text).join('\n');
    for (const trace of [
      'fixture', // the query parameter and the fixture messages
      'Maria da Conceição', // fixture data
      'replay',
      'não existe mais no fluxo', // the removed-step notice
      'dev-notice',
      'startDevChat',
      'contentUpdated',
      'virtual:flow',
    ]) {
      expect(all, `production bundle contains "${trace}"`).not.toContain(trace);
    }
  });

  it('holds no studio code', () => {
    const all = files();
    expect(all.some((f) => f.path === 'index.html')).toBe(true);
    expect(all.map((f) => f.path).filter((path) => /studio/i.test(path))).toEqual([]);
    // The data endpoint, the map library and the router exist only in the studio.
    for (const file of all.filter((f) => /\.(js|html|css)$/.test(f.path)))
      for (const marker of ['__studio', 'react-flow__', 'studio-root', 'useNavigate'])
        expect(file.text.includes(marker), `${marker} in ${file.path}`).toBe(false);
  });

  it("inlines the first screen's stylesheet only; each later step's is a file its chunk waits for", () => {
    const all = files();
    const page = all.find((f) => f.path === 'index.html')!.text;
    const inline = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(inline).toContain('.chat__banner');
    for (const later of ['.category-card', '.plan-card', '.card-frame', '.pay-code', '.carousel__arrow']) expect(inline).not.toContain(later);
    // The chat's chunks (the card frame is a build of its own): every stylesheet a chunk's preload
    // waits for is shipped, else that import fails (the inlined entry stylesheet leaves the build).
    const chat = all.filter((f) => f.path.startsWith('assets/'));
    const shipped = new Set(chat.filter((f) => f.path.endsWith('.css')).map((f) => f.path));
    const awaited = new Set(chat.filter((f) => f.path.endsWith('.js')).flatMap((f) => f.text.match(/assets\/[\w.-]+\.css/g) ?? []));
    expect([...awaited].filter((css) => !shipped.has(css))).toEqual([]);
    for (const later of ['.category-card', '.plan-card', '.card-frame', '.pay-code'])
      expect(
        [...awaited].some((css) => chat.find((f) => f.path === css)!.text.includes(later)),
        later,
      ).toBe(true);
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
