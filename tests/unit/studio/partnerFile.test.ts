// The studio's new-partner form writes the file docs/partners.md shows, and it compiles.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discountTexts, partnerGreeting } from '../../../studio/contract/partnerGreeting.ts';
import { readAllContent } from '../../../studio/edit/contentFiles.ts';
import { GREETING_STEP, partnerFile, PartnerFormError, type PartnerForm } from '../../../studio/edit/partnerFile.ts';
import { readYaml } from '../../../studio/edit/yamlEdit.ts';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { formatDiagnostics } from '../../../scripts/compiler/diagnostics.ts';

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

const INTRO = readFileSync(join(PROJECT, 'flows/intro.yaml'), 'utf8');
/** The content's greeting for new partners (the greeting step's newPartnerSay), as the studio's server reads it. */
const TEMPLATE = String(readYaml(INTRO, ['steps', GREETING_STEP, 'newPartnerSay']));
/** The content's words for a new partner with a discount (the steps' newPartnerDiscountSay). */
const DISCOUNT_SAY = discountTexts(readYaml(INTRO, ['steps']) as Record<string, unknown>);
/** The file, as the studio's server writes it from the content. */
const write = (form: PartnerForm) => partnerFile(form, {}, DISCOUNT_SAY);

/** The inputs the example was written from (the greeting left to the content's). */
const EXAMPLE: PartnerForm = {
  name: 'Parceiro Novo',
  greeting: partnerGreeting(TEMPLATE, 'Parceiro Novo'),
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

/** The real flows and variants with one more file, compiled in memory. */
const compiledWith = (file: string, text: string) => compileFlows({ root: PROJECT, files: { ...readAllContent(PROJECT), [file]: text } });

describe('partnerFile', () => {
  it('writes exactly the worked example of docs/partners.md for its inputs', () => {
    const { file, text } = write(EXAMPLE);
    expect(file).toBe('variants/parceiro-novo.yaml');
    expect(text).toBe(docsExample());
  });

  it("writes the greeting the editor typed, and without a banner shows none (not Mycon's)", () => {
    const greeting = 'Olá, associado <b>Parceiro Novo</b>! 👋 Sua simulação começa aqui.';
    const { file, text } = write({ ...EXAMPLE, greeting });
    expect(text).toContain(`copy-message-1: "${greeting.replace(/"/g, '\\"')}"`);
    const compiled = compiledWith(file, text);
    expect(compiled.diagnostics.filter((d) => d.file === file)).toEqual([]);
    const partner = compiled.variants['parceiro-novo'];
    expect(partner.texts?.['copy-message-1']).toBe(greeting);
    expect(partner.bannerSrc).toBe('');
    // An empty greeting is the caller's to fill from the content: the writer has no words of its own.
    expect(() => write({ ...EXAMPLE, greeting: '  ' })).toThrow(PartnerFormError);
  });

  it('the written file compiles with the real flows and variants, and the partner resolves', () => {
    const { file, text } = write(EXAMPLE);
    const compiled = compiledWith(file, text);
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(compiled.variants['parceiro-novo']).toMatchObject({ route: '/parceiro-novo', campanhaId: 901, desconto: true, gtmId: 'GTM-ABC1234' });
  });

  it('a second partner on a taken route does not compile, the error at the route', () => {
    const { text } = write({ ...EXAMPLE, route: '/rota99' });
    // Same route as variants/rota99.yaml, under another file name.
    const report = formatDiagnostics(compiledWith('variants/rota-99.yaml', text).diagnostics);
    expect(report).toMatch(/variants\/rota(-)?99\.yaml:\d+:\d+ +error .*route "\/rota99"/);
  });

  it("gives a discount partner the content's discount words, and none when the content has none: the compile then names the missing promise", () => {
    expect(DISCOUNT_SAY).toEqual([['copy-message-2', expect.stringContaining('{variant.descontoPercentual}% de desconto na primeira parcela')]]);
    expect(write(EXAMPLE).text).toContain(`copy-message-2: "${DISCOUNT_SAY[0][1].replace(/"/g, '\\"')}"`);
    const { file, text } = partnerFile(EXAMPLE, {}, []);
    expect(text).not.toContain('copy-message-2');
    const errors = compiledWith(file, text).diagnostics.filter((d) => d.file === file && d.severity === 'error');
    expect(formatDiagnostics(errors)).toMatch(/de desconto na primeira parcela/);
  });

  it('adds the price table and site domain when given, and no discount sentence without a discount', () => {
    const { text } = write({ ...EXAMPLE, desconto: false, tipoTabela: 'paga_metade', siteDomain: 'consorcio.parceiro.com.br' });
    expect(text).toContain('\ndesconto: false\ntipoTabela: paga_metade\n');
    expect(text).toMatch(/\nsiteDomain: consorcio\.parceiro\.com\.br +# /);
    expect(text).not.toContain('copy-message-2');
  });

  it("shows a name with markup characters as text in the content's greeting, escaped like an interpolated value", () => {
    const name = 'Clube <A&B>';
    const { text } = write({ ...EXAMPLE, name, greeting: partnerGreeting(TEMPLATE, name) });
    expect(TEMPLATE).toContain('{parceiro}');
    expect(text).toContain(`copy-message-1: "${TEMPLATE.replace('{parceiro}', 'Clube &lt;A&amp;B&gt;').replace(/"/g, '\\"')}"`);
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
