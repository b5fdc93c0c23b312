// Issue 28 item 2, for images committed by hand: flows:check refuses an SVG in public/ that the
// studio's sanitiser would refuse as an upload, and a raster pixel bomb, each at the file itself,
// whether a variant names it or not (scripts/compiler/publicImages.ts).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { checkPublicImages } from '../../scripts/compiler/publicImages.ts';
import { fixture, line, PROJECT_ROOT } from './helpers.ts';

const CORPUS = join(PROJECT_ROOT, 'tests', 'hostile', 'images');
const HOSTILE_SVGS = readdirSync(CORPUS).filter((name) => name.endsWith('.svg'));
/** Served as committed, and harmless so: a browser never fetches an external DTD. */
const SERVED_AS_IS = ['25-external-dtd.svg'];
const RULE =
  'image rule (docs/partners.md): an image in public/ runs nothing when opened (an SVG has no script, handler, javascript: or external link, embedded HTML or loading CSS) and a raster one is at most 4096 pixels a side';

const { root: fixtureRoot, registries } = fixture('content-rules');
const root = mkdtempSync(join(tmpdir(), 'issue28-public-'));
for (const dir of ['flows', 'variants', 'public']) cpSync(join(fixtureRoot, dir), join(root, dir), { recursive: true });
for (const name of HOSTILE_SVGS) copyFileSync(join(CORPUS, name), join(root, 'public', 'banners', name));
copyFileSync(join(CORPUS, '28-pixel-bomb.png'), join(root, 'public', 'brands', 'bomb.png'));
copyFileSync(join(CORPUS, '29-pixel-bomb.jpg'), join(root, 'public', 'bomb.jpg'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('flows:check on images committed to public/', () => {
  const lines = compileFlows({ root, registries }).diagnostics.map(line);
  const atImages = lines.filter((l) => l.startsWith('public/'));

  it('refuses every hostile SVG at its file, saying what a browser would run', () => {
    for (const name of HOSTILE_SVGS.filter((n) => !SERVED_AS_IS.includes(n))) {
      expect(atImages.filter((l) => l.startsWith(`public/banners/${name}:1:1 error `)).length, name).toBe(1);
    }
    expect(atImages).toContain(`public/banners/01-script-tag.svg:1:1 error the SVG has what a browser would run when it is opened: <script> — ${RULE}`);
    expect(atImages).toContain(
      `public/banners/09-meta-refresh.svg:1:1 error the SVG has what a browser would run when it is opened: <foreignObject>, <html:meta> — ${RULE}`,
    );
    expect(atImages).toContain(
      `public/banners/11-xxe-external-entity.svg:1:1 error the SVG declares XML entities (<!ENTITY>), which a browser expands into markup — ${RULE}`,
    );
  });

  it('refuses a pixel bomb, PNG or JPEG, wherever it is in public/', () => {
    expect(atImages).toContain(`public/brands/bomb.png:1:1 error the image declares 100000 × 100000 pixels — ${RULE}`);
    expect(atImages).toContain(`public/bomb.jpg:1:1 error the image declares 65000 × 65000 pixels — ${RULE}`);
  });

  it('leaves alone the fixture’s own images and what is harmless as committed', () => {
    expect(atImages).toHaveLength(HOSTILE_SVGS.length - SERVED_AS_IS.length + 2);
    expect(atImages.filter((l) => SERVED_AS_IS.some((name) => l.includes(name)))).toEqual([]);
  });

  it('passes every image the repository serves', () => {
    const out: Parameters<typeof checkPublicImages>[2] = [];
    checkPublicImages(PROJECT_ROOT, join(PROJECT_ROOT, 'public'), out);
    expect(out).toEqual([]);
  });

  it('is what `npm run flows:check` prints, exiting 1', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', join(PROJECT_ROOT, 'scripts', 'flows-check.ts'), '--root', root, '--registries', join(fixtureRoot, 'registries.json')],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (error) {
      const failed = error as { stdout: string; stderr: string; status: number };
      output = failed.stdout + failed.stderr;
      status = failed.status;
    }
    expect(status).toBe(1);
    expect(output).toMatch(
      /public\/banners\/03-onload-root\.svg:1:1 +error +the SVG has what a browser would run when it is opened: onload="alert\(document\.domain\)"/,
    );
  });
});
