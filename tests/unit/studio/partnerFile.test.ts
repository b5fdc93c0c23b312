// The studio's new-partner form writes the file docs/partners.md shows, and it compiles.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentFile } from '../../../studio/edit/applyEdits.ts';
import { createPartner } from '../../../studio/edit/createPartner.ts';
import { partnerFile, PartnerFormError, type PartnerForm } from '../../../studio/edit/partnerFile.ts';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';

const PROJECT = join(import.meta.dirname, '..', '..', '..');

/** The worked example's YAML block in docs/partners.md, unindented. */
function docsExample(): string {
  const docs = readFileSync(join(PROJECT, 'docs', 'partners.md'), 'utf8');
  const block = /\n( *)```yaml\n([\s\S]*?)\n\1```/.exec(docs);
  if (!block) throw new Error('no yaml block in docs/partners.md');
  const indent = block[1].length;
  return (
    block[2]
      .split('\n')
      .map((line) => line.slice(indent))
      .join('\n') + '\n'
  );
}

/** The inputs the example was written from. */
const EXAMPLE: PartnerForm = {
  name: 'Parceiro Novo',
  description: 'benefits club',
  route: '/parceiro-novo',
  campanhaId: 901,
  compraId: 902,
  empresaId: 903,
  desconto: true,
  theme: { background: '#12343b', primaryBackground: '#2d6a4f', primaryForeground: '#ffffff' },
  linkWhatsApp: 'https://wa.me/5511999999999?text=Ol%C3%A1!%20Vim%20pelo%20Parceiro%20Novo.',
  gtmId: 'GTM-ABC1234',
};

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('partnerFile', () => {
  it('writes exactly the worked example of docs/partners.md for its inputs', () => {
    const { file, text } = partnerFile(EXAMPLE);
    expect(file).toBe('variants/parceiro-novo.yaml');
    expect(text).toBe(docsExample());
  });

  it("writes the greeting the editor typed, and without a banner shows none (not Mycon's)", async () => {
    root = mkdtempSync(join(tmpdir(), 'partner-'));
    for (const dir of ['flows', 'variants']) cpSync(join(PROJECT, dir), join(root, dir), { recursive: true });
    const greeting = 'Olá, associado <b>Parceiro Novo</b>! 👋 Sua simulação começa aqui.';
    const { file, text } = partnerFile({ ...EXAMPLE, greeting });
    expect(text).toContain(`copy-message-1: "${greeting.replace(/"/g, '\\"')}"`);
    expect(await createContentFile(root, file, text)).toMatchObject({ status: 200, written: true });
    const partner = compileFlows({ root }).variants['parceiro-novo'];
    expect(partner.texts?.['copy-message-1']).toBe(greeting);
    expect(partner.bannerSrc).toBe('');
    expect(partnerFile({ ...EXAMPLE, greeting: '  ' }).text).toContain('copy-message-1: "Olá, cliente <b>Parceiro Novo</b>! 👋 Que bom ter você aqui."');
  });

  it('the written file compiles with the real flows and variants, and the partner resolves', async () => {
    root = mkdtempSync(join(tmpdir(), 'partner-'));
    for (const dir of ['flows', 'variants']) cpSync(join(PROJECT, dir), join(root, dir), { recursive: true });
    const { file, text } = partnerFile(EXAMPLE);
    const outcome = await createContentFile(root, file, text);
    expect(outcome).toMatchObject({ status: 200, written: true });
    expect(readFileSync(join(root, file), 'utf8')).toBe(text);
    const compiled = compileFlows({ root });
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(compiled.variants['parceiro-novo']).toMatchObject({ route: '/parceiro-novo', campanhaId: 901, desconto: true, gtmId: 'GTM-ABC1234' });
  });

  it('a second partner on a taken route is refused by the compile gate, writing nothing', async () => {
    root = mkdtempSync(join(tmpdir(), 'partner-'));
    for (const dir of ['flows', 'variants']) cpSync(join(PROJECT, dir), join(root, dir), { recursive: true });
    const { text } = partnerFile({ ...EXAMPLE, route: '/rota99' });
    // Same route as variants/rota99.yaml, under another file name.
    const outcome = await createContentFile(root, 'variants/rota-99.yaml', text);
    expect(outcome.status).toBe(422);
    if (outcome.status === 422) expect(outcome.report).toMatch(/variants\/rota(-)?99\.yaml:\d+:\d+ +error .*route "\/rota99"/);
    expect(() => readFileSync(join(root!, 'variants/rota-99.yaml'))).toThrow();
  });

  it('adds the price table and site domain when given, and no discount sentence without a discount', () => {
    const { text } = partnerFile({ ...EXAMPLE, desconto: false, tipoTabela: 'paga_metade', siteDomain: 'consorcio.parceiro.com.br' });
    expect(text).toContain('\ndesconto: false\ntipoTabela: paga_metade\n');
    expect(text).toMatch(/\nsiteDomain: consorcio\.parceiro\.com\.br +# /);
    expect(text).not.toContain('copy-message-2');
  });

  it('shows a name with markup characters as text in the greeting, escaped like an interpolated value', () => {
    const { text } = partnerFile({ ...EXAMPLE, name: 'Clube <A&B>' });
    expect(text).toContain('copy-message-1: "Olá, cliente <b>Clube &lt;A&amp;B&gt;</b>!');
  });

  it('refuses unreadable colours and malformed fields, naming the field', () => {
    const refused = (form: PartnerForm) => {
      try {
        partnerFile(form);
      } catch (error) {
        if (error instanceof PartnerFormError) return error.field;
      }
      return undefined;
    };
    expect(refused({ ...EXAMPLE, theme: { ...EXAMPLE.theme, primaryForeground: '#3a7a5f' } })).toBe('theme.primaryForeground');
    expect(refused({ ...EXAMPLE, theme: { ...EXAMPLE.theme, background: '#eeeeee' } })).toBe('theme.background');
    expect(refused({ ...EXAMPLE, route: '/Parceiro Novo' })).toBe('route');
    expect(refused({ ...EXAMPLE, gtmId: 'UA-1' })).toBe('gtmId');
    expect(refused({ ...EXAMPLE, campanhaId: 0 })).toBe('campanhaId');
  });
});

describe('createPartner with uploaded images', () => {
  const PNG = readFileSync(join(PROJECT, 'public', 'brands', '99.png'));
  const SVG = readFileSync(join(PROJECT, 'public', 'banners', 'rota99.svg'));
  const upload = (bytes: Buffer | string, name = 'imagem') => ({ name, data: Buffer.from(bytes).toString('base64') });
  const project = () => {
    root = mkdtempSync(join(tmpdir(), 'partner-'));
    // public/ too: the compile gate's banner and logo rules read the images there.
    for (const dir of ['flows', 'variants', 'public']) cpSync(join(PROJECT, dir), join(root, dir), { recursive: true });
    return root;
  };
  const NEW_IMAGES = [
    'public/brands/parceironovo.png',
    'public/brands/parceironovo.svg',
    'public/banners/parceiro-novo.svg',
    'public/banners/parceiro-novo.png',
  ];
  const newImages = (dir: string) => NEW_IMAGES.filter((file) => existsSync(join(dir, file)));

  it('stores the logo and banner under public/ where the app looks for them, and the variant file references them', async () => {
    const dir = project();
    const outcome = await createPartner(dir, { ...EXAMPLE, logo: upload(PNG, 'logo.png'), banner: upload(SVG, 'banner.svg') });
    expect(outcome).toMatchObject({ status: 200, ok: true, assets: [], stored: ['public/brands/parceironovo.png', 'public/banners/parceiro-novo.svg'] });
    expect(readFileSync(join(dir, 'public/brands/parceironovo.png')).equals(PNG)).toBe(true);
    expect(readFileSync(join(dir, 'public/banners/parceiro-novo.svg')).equals(SVG)).toBe(true);
    const text = readFileSync(join(dir, 'variants/parceiro-novo.yaml'), 'utf8');
    expect(text).toMatch(/\nbrand: parceironovo +# header logo: public\/brands\/parceironovo\.png\n/);
    expect(text).toMatch(/\nbannerSrc: \/banners\/parceiro-novo\.svg +# 720 × 200 banner above the chat/);
    expect(compileFlows({ root: dir }).variants['parceiro-novo']).toMatchObject({ bannerSrc: '/banners/parceiro-novo.svg', brand: 'parceironovo' });
  });

  it('refuses a wrong type, a file too large or an SVG with a script, in Portuguese, writing nothing', async () => {
    const dir = project();
    const refused = async (form: PartnerForm) => {
      const outcome = await createPartner(dir, form);
      return outcome.ok ? undefined : [outcome.status, 'field' in outcome ? outcome.field : '', outcome.error];
    };
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    expect(await refused({ ...EXAMPLE, logo: upload(jpg, 'logo.jpg') })).toEqual([400, 'logo', 'O logo precisa ser uma imagem PNG ou SVG; “logo.jpg” não é.']);
    expect(await refused({ ...EXAMPLE, banner: upload(Buffer.concat([SVG, Buffer.alloc(600 * 1024, 32)])) })).toEqual([
      400,
      'banner',
      expect.stringMatching(/^O banner tem \d+ KB; o máximo é 500 KB\.$/),
    ]);
    expect(await refused({ ...EXAMPLE, banner: upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })).toEqual([
      400,
      'banner',
      expect.stringContaining('não pode ter scripts'),
    ]);
    expect(await refused({ ...EXAMPLE, logo: upload('não é imagem', 'logo.png') })).toEqual([400, 'logo', expect.stringContaining('precisa ser uma imagem')]);
    expect(existsSync(join(dir, 'variants/parceiro-novo.yaml'))).toBe(false);
    expect(newImages(dir)).toEqual([]);
  });

  it("writes no image when the variant file is refused, and never replaces another partner's image", async () => {
    const dir = project();
    const taken = await createPartner(dir, { ...EXAMPLE, route: '/rota99', logo: upload(PNG) });
    expect(taken.status).toBe(409); // variants/rota99.yaml exists
    expect(existsSync(join(dir, 'public/brands/rota99.png'))).toBe(false);
    expect(newImages(dir)).toEqual([]);
    await createPartner(dir, { ...EXAMPLE, logo: upload(PNG) });
    const again = await createPartner(dir, { ...EXAMPLE, name: 'Outro', route: '/parceiro-novo', logo: upload(PNG) });
    expect(again).toMatchObject({ status: 409, field: 'logo' });
  });
});
