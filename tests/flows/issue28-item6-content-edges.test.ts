// Issue 28, item 6: content edges. Text length had no cap (a 240 KB variant made a 24 MB page),
// control characters passed in texts, link settings took any scheme outside the partner form
// (javascript:), and a content path that is a folder, a symbolic link (one to /dev/zero hung
// flows:check and npm start) or a file that is not UTF-8 crashed, hung or came out as mojibake.
// Each is now a flows:check error at file:line:col with its rule named (textLimits.ts,
// linkSettings.ts, readContent.ts), and every reader of content goes through the same guard.
// The hostile corpus is tests/hostile/content/; the links, folders and pipe are made here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compileFlows, readContentFile } from '../../scripts/compiler/index.ts';
import { LINK_RULE, linkProblem } from '../../scripts/compiler/linkSettings.ts';
import { CONTROL_RULE, LENGTH_RULE } from '../../scripts/compiler/textLimits.ts';
import { FILE_RULE } from '../../scripts/compiler/yamlLimits.ts';
import { loadTests } from '../../scripts/conversation-tests/loadTests.ts';
import { flowsPlugin } from '../../scripts/vite-plugin-flows.ts';
import { ContentPathError, readAllContent, readContent } from '../../studio/edit/contentFiles.ts';
import { PartnerFormError, partnerFile } from '../../studio/edit/partnerFile.ts';
import { fixture, line, PROJECT_ROOT } from './helpers.ts';

const CORPUS = join(PROJECT_ROOT, 'tests', 'hostile', 'content');
const { root: cleanRoot, registries } = fixture('clean');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the clean fixture project with the hostile corpus over it. */
function hostileProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'issue28-item6-'));
  made.push(root);
  cpSync(cleanRoot, root, { recursive: true });
  cpSync(CORPUS, root, { recursive: true });
  return root;
}

/** Whether the pipe could be made (mkfifo is there on Linux and macOS). */
let hasPipe = false;

/** The same, plus what only a test can make: links, a folder named *.yaml, a pipe, a variant over 64 KB. */
function edgeProject(): string {
  const root = hostileProject();
  symlinkSync('/dev/zero', join(root, 'flows', 'zero.yaml'));
  symlinkSync('main.yaml', join(root, 'variants', 'alias.yaml'));
  mkdirSync(join(root, 'variants', 'x.yaml'));
  mkdirSync(join(root, 'flows', 'tests'));
  symlinkSync('/dev/zero', join(root, 'flows', 'tests', 'zero.yaml'));
  writeFileSync(join(root, 'variants', 'huge.yaml'), `route: /huge\n# ${'x'.repeat(70 * 1024)}\n`);
  hasPipe = spawnSync('mkfifo', [join(root, 'variants', 'pipe.yaml')]).status === 0;
  return root;
}

const ruled = (rule: string) => (lines: readonly string[]) => lines.filter((l) => l.endsWith(` — ${rule}`)).map((l) => l.slice(0, -` — ${rule}`.length));
const root = edgeProject();
const lines = compileFlows({ root, registries }).diagnostics.map(line);

describe('issue 28 item 6: link settings', () => {
  it('refuses every scheme but https, disguised or not, at the setting’s line', () => {
    expect(ruled(LINK_RULE)(lines)).toEqual([
      'variants/link-disguised.yaml:6:15 error variant "link-disguised": linkWhatsApp " JaVa\\tScRiPt:alert(1)": javascript: is not allowed: the messaging link is an https:// address',
      'variants/link-disguised.yaml:7:17 error variant "link-disguised": regulamentoUrl "//evil.example/regulamento.pdf": a path starting with // or holding a backslash leads to another site',
      'variants/link-disguised.yaml:8:25 error variant "link-disguised": politicaPrivacidadeUrl "/\\\\evil.example/politica": a path starting with // or holding a backslash leads to another site',
      'variants/link-javascript.yaml:6:15 error variant "link-javascript": linkWhatsApp "javascript:alert(document.cookie)": javascript: is not allowed: the messaging link is an https:// address',
      'variants/link-schemes.yaml:6:15 error variant "link-schemes": linkWhatsApp "https://wa.me.evil.example/5511999999999": it leads to wa.me.evil.example, not wa.me or api.whatsapp.com',
      `variants/link-schemes.yaml:7:12 error variant "link-schemes": bannerSrc "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>": data: is not allowed: a banner is the path of an image in public/ (/banners/…)`,
      'variants/link-schemes.yaml:8:17 error variant "link-schemes": regulamentoUrl "http://cdn.example.com/regulamento.pdf": http: is not allowed: a link is https:// or a path on this site',
      'variants/link-schemes.yaml:9:25 error variant "link-schemes": politicaPrivacidadeUrl "https://wa.me@evil.example/politica": a name before @ in an address hides where it leads',
      'variants/link-schemes.yaml:10:13 error variant "link-schemes": siteDomain "https://evil.example/path": a site domain is a host name such as consorcio.parceiro.com.br, without https:// or a path',
      'variants/link-schemes.yaml:12:14 error variant "link-schemes": referral.bannerSrc "https://cdn.evil.example/indicacao.png": an image on another site does not load (the page loads images from its own origin only): put it in public/ and name its path',
      'variants/link-vbscript.yaml:6:15 error variant "link-vbscript": linkWhatsApp "vbscript:msgbox(1)": vbscript: is not allowed: the messaging link is an https:// address',
      'variants/link-vbscript.yaml:7:17 error variant "link-vbscript": regulamentoUrl "file:///etc/passwd": file: is not allowed: a link is https:// or a path on this site',
    ]);
  });

  it('takes what the spec and the variants use: wa.me and api.whatsapp.com links, https documents, site paths, "" for no banner', () => {
    const variant = [
      'route: /ok',
      'campanhaId: 1',
      'compraId: 2',
      'empresaId: 3',
      'linkWhatsApp: "https://api.whatsapp.com/send?phone=5511999999999&text=Ol%C3%A1"',
      'bannerSrc: ""',
      'regulamentoUrl: "https://cdn.mycon.com.br/regulamento.pdf"',
      'politicaPrivacidadeUrl: /politica',
      'siteDomain: consorcio.parceiro.com.br',
      'referral: { bannerSrc: /banners/indicacao.svg }',
    ].join('\n');
    const files = { 'variants/defaults.yaml': 'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: "https://wa.me/5511999999999"\n' };
    const found = compileFlows({ root: '/in-memory', files: { ...files, 'variants/ok.yaml': variant } }).diagnostics.map(line);
    expect(ruled(LINK_RULE)(found)).toEqual([]);
  });

  it('the studio’s partner form takes the same messaging links only', () => {
    const theme = { background: '#12343b', primaryBackground: '#2d6a4f', primaryForeground: '#ffffff' };
    const form = {
      name: 'Parceiro',
      greeting: 'Olá!',
      route: '/parceiro',
      campanhaId: 1,
      compraId: 2,
      empresaId: 3,
      desconto: false,
      gtmId: 'GTM-ABC1234',
      theme,
    };
    const refusedField = (linkWhatsApp: string) => {
      try {
        partnerFile({ ...form, linkWhatsApp });
        return undefined;
      } catch (error) {
        return error instanceof PartnerFormError ? error.field : String(error);
      }
    };
    expect(refusedField('https://evil.example/wa')).toBe('linkWhatsApp');
    expect(refusedField('https://wa.me.evil.example/55')).toBe('linkWhatsApp');
    expect(refusedField('https://wa.me/5511999999999')).toBeUndefined();
    expect(refusedField('https://api.whatsapp.com/send?phone=5511999999999')).toBeUndefined();
  });

  it('refuses a messaging link that is a path (it would open this site, not the chat)', () => {
    for (const link of ['x', '/especialistas', 'wa.me/5511999999999']) expect(linkProblem('linkWhatsApp', link), link).toMatch(/not the chat/);
    expect(linkProblem('linkWhatsApp', 'https://wa.me/5511999999999')).toBeUndefined();
  });
});

describe('issue 28 item 6: texts', () => {
  it('refuses control characters, raw or escaped, and direction overrides, at the character', () => {
    expect(ruled(CONTROL_RULE)(lines)).toEqual([
      'flows/control-raw.yaml:4:16 error step "raw-nul": say has a control character (U+0000)',
      'flows/control-raw.yaml:7:17 error step "raw-rlo": say has a control character (U+202E)',
      'variants/control-escaped.yaml:7:10 error variant "control-escaped": texts.hello has a control character (U+0007)',
    ]);
  });

  it('caps each kind of text: a bubble, an option label, a variant setting', () => {
    expect(ruled(LENGTH_RULE)(lines)).toEqual([
      'flows/oversize-option.yaml:6:16 error step "long-option": options[0].label is 160 characters, more than the 100 allowed in an option label',
      'variants/oversize-texts.yaml:6:8 error variant "oversize-texts": title is 600 characters, more than the 500 allowed in a variant setting',
      'variants/oversize-texts.yaml:8:10 error variant "oversize-texts": texts.hello is 3500 characters, more than the 2000 allowed in a chat bubble',
    ]);
  });

  it('counts characters, not bytes: 2000 accented letters and emoji fit a bubble', () => {
    const say = 'ção👋'.repeat(500);
    const found = compileFlows({ root: '/in-memory', files: { 'flows/a.yaml': `start: a\nsteps:\n  a:\n    say: "${say}"\n    end: true\n` } });
    expect(ruled(LENGTH_RULE)(found.diagnostics.map(line))).toEqual([]);
  });
});

describe('issue 28 item 6: content paths', () => {
  it('refuses a link (to /dev/zero or not), a folder, a pipe, a file over the cap and one not in UTF-8, without reading them', () => {
    expect(ruled(FILE_RULE)(lines)).toEqual([
      'flows/latin1.yaml:4:17 error the file is not UTF-8 text: byte 0xE7 starts no UTF-8 character (saved as Latin-1 or Windows-1252? save it as UTF-8)',
      'flows/zero.yaml:1:1 error the path is a symbolic link: a content file is the file itself (copy the file in place of the link)',
      'variants/alias.yaml:1:1 error the path is a symbolic link: a content file is the file itself (copy the file in place of the link)',
      'variants/huge.yaml:1:1 error file is 70 KB, more than the 64 KB allowed for a variant file',
      ...(hasPipe ? ['variants/pipe.yaml:1:1 error the path is not a regular file (a device, pipe or socket), so it is not read'] : []),
      'variants/x.yaml:1:1 error the path is a folder, not a file (rename it: a name ending in .yaml is read as content)',
    ]);
    expect(compileFlows({ root, registries }).sources).not.toEqual(expect.arrayContaining(['flows/zero.yaml']));
  });

  it('reads nothing from /dev/zero directly either, and keeps a byte-order mark out of the text', () => {
    expect(readContentFile('/dev/zero')).toEqual({ problem: expect.stringContaining('not a regular file'), line: 1, col: 1 });
    const bom = join(root, 'bom.yaml');
    writeFileSync(bom, '\ufeffa: 1\n');
    expect(readContentFile(bom)).toEqual({ text: 'a: 1\n' });
  });

  it('npm run flows:check ends on them with the errors (no hang)', () => {
    const tsx = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
    const run = spawnSync(tsx, ['scripts/flows-check.ts', '--root', root, '--registries', join(root, 'registries.json')], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/flows\/zero\.yaml:1:1 +error {2}the path is a symbolic link/);
    expect(run.stderr).toMatch(/variants\/x\.yaml:1:1 +error {2}the path is a folder/);
  });

  it('the edit engine, the conversation tests and the dev server’s hot update read through the same guard', async () => {
    expect(() => readAllContent(root)).toThrow(ContentPathError);
    expect(() => readAllContent(root)).toThrow(/"flows\/latin1\.yaml": the file is not UTF-8 text/);
    expect(() => readContent(root, 'variants/x.yaml')).toThrow(ContentPathError);
    const compiled = compileFlows({ root, registries });
    const loaded = loadTests(root, { flow: compiled.flow, variants: compiled.variants });
    expect(loaded.diagnostics.map(line)).toContain(
      `flows/tests/zero.yaml:1:1 error the path is a symbolic link: a content file is the file itself (copy the file in place of the link) — ${FILE_RULE}`,
    );

    const plugin = flowsPlugin({ root });
    (plugin.configResolved as (config: object) => void)({ root, command: 'serve', logger: console });
    const environment = { name: 'client', moduleGraph: { getModuleById: () => undefined, invalidateModule: vi.fn() }, hot: { send: vi.fn() } };
    const server = { config: { logger: { warn: vi.fn(), error: vi.fn() } }, ws: { send: vi.fn() } };
    const read = vi.fn(() => Promise.resolve(''));
    const hotUpdate = plugin.hotUpdate as (this: unknown, update: object) => Promise<unknown>;
    await hotUpdate.call({ environment }, { file: join(root, 'flows', 'zero.yaml'), timestamp: 1, server, type: 'create', modules: [], read });
    expect(read).not.toHaveBeenCalled();
    expect(environment.hot.send).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: expect.stringContaining('flows/zero.yaml') }) }),
    );
    await hotUpdate.call({ environment }, { file: join(root, 'flows', 'intro.yaml'), timestamp: 2, server, type: 'update', modules: [], read });
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('issue 28 item 6: the real content', () => {
  it('keeps every rule: no link, text or file problem in flows/ and variants/', () => {
    const real = compileFlows({ root: PROJECT_ROOT }).diagnostics.map(line);
    for (const rule of [LINK_RULE, CONTROL_RULE, LENGTH_RULE, FILE_RULE]) expect(ruled(rule)(real)).toEqual([]);
  });
});
