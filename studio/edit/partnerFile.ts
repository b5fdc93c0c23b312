// A new partner's variant file from the studio's form, in the shape of docs/partners.md's worked
// example (same fields, order, quoting and comments), so a reviewer reads it like one an editor
// copied by hand. The hosted studio's save gate (studio/hosted/server/newPartner.ts) then checks
// it with every other file.
import { renderScalar } from './yamlEdit.ts';
import type { PartnerForm } from '../contract/generated/studioApi.ts';
import { AA_NORMAL_TEXT } from '../../src/domain/contrast.ts';
import { discountPercentForCompany } from '../../src/domain/discount.ts';
import { isPriceTable, PRICE_TABLES } from '../../src/domain/planTypesForTable.ts';
import { themeContrast } from '../../src/contracts/themeContrast.ts';
import { messagingLinkProblem } from '../../scripts/compiler/index.ts';

/** The form's fields (schemas/studio/partner.request.schema.json). */
export type { PartnerForm };

export class PartnerFormError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Where uploaded images were stored (partnerAssets.ts), so the file names them instead of asking for them. */
export interface PartnerUploads {
  /** public/brands/<brand>.png or .svg */
  logoFile?: string;
  /** /banners/<slug>.<ext>, the variant's bannerSrc */
  bannerUrl?: string;
}

/** The greeting step a partner file gives its own text (and whose `newPartnerSay` offers one). */
export const GREETING_STEP = 'copy-message-1';

/** The variant file, and the images still to add by hand (none when both were uploaded). The
 * greeting is the form's: the caller fills an empty one from the content (contract/partnerGreeting.ts).
 * `discountSay`: the content's texts for a partner with a discount ([step, text], the steps'
 * `newPartnerDiscountSay`), written when the form has one; the writer has no words of its own. */
export function partnerFile(
  form: PartnerForm,
  uploads: PartnerUploads = {},
  discountSay: ReadonlyArray<readonly [string, string]> = [],
): { file: string; text: string; assets: string[] } {
  checkPartnerForm(form);
  if (!form.greeting?.trim()) throw new PartnerFormError('greeting', 'Escreva a saudação do parceiro.');
  const slug = form.route.slice(1);
  const brand = slug.replace(/-/g, '');
  const percent = discountPercentForCompany(form.empresaId); // the company's, as the compiler will fill it in
  // Without a discount the flow's own greeting steps already say the rest.
  const texts: Array<readonly [string, string]> = [[GREETING_STEP, form.greeting.trim()], ...(form.desconto ? discountSay : [])];
  // [line, comment]: comments line up one column after the longest commented line, as in the docs.
  const lines: Array<[string, string?]> = [
    ['# yaml-language-server: $schema=../src/generated/variant.names.schema.json'],
    [`# ${form.name.trim()}${form.description?.trim() ? ` (${form.description.trim()})` : ''}. Ids from the partnership agreement.`],
    [`route: ${form.route}`],
    // Every indexable page has its own title and description (page rule): the partner's name in them.
    ...pageWords(form.name.trim(), form.desconto).map((line) => [line] as [string]),
    [`campanhaId: ${form.campanhaId}`],
    [`compraId: ${form.compraId}`],
    [`empresaId: ${form.empresaId}`],
    [`desconto: ${form.desconto}`, form.desconto ? `${percent} % off the first instalment (60 % for company 97)` : undefined],
    ...(form.tipoTabela && form.tipoTabela !== 'integral' ? [[`tipoTabela: ${form.tipoTabela}`] as [string]] : []),
    [`brand: ${brand}`, uploads.logoFile ? `header logo: ${uploads.logoFile}` : `header logo, if you add one: public/brands/${brand}.png`],
    // Optional, so left commented without one (not aligned: the text after the first # is all comment).
    // Without one, "" keeps the default (Mycon's) banner from showing on the partner's page.
    uploads.bannerUrl
      ? [`bannerSrc: ${uploads.bannerUrl}`, '720 × 200 banner above the chat (step 3)']
      : ['bannerSrc: ""', `no banner; add one as /banners/${slug}.svg (720 × 200, step 3)`],
    [`gtmId: ${form.gtmId}`, "the partner's tag-manager container"],
    [`linkWhatsApp: ${renderScalar(form.linkWhatsApp, 'QUOTE_DOUBLE')}`],
    ...(form.siteDomain?.trim() ? [[`siteDomain: ${form.siteDomain.trim()}`, 'the logo links here; the page shows on this domain'] as [string, string]] : []),
    ['theme:'],
    [`  background: ${renderScalar(form.theme.background, 'QUOTE_DOUBLE')}`, 'header (white text on it)'],
    [`  primaryBackground: ${renderScalar(form.theme.primaryBackground, 'QUOTE_DOUBLE')}`, 'buttons, bot avatar, and text on white'],
    [`  primaryForeground: ${renderScalar(form.theme.primaryForeground, 'QUOTE_DOUBLE')}`, 'text on buttons'],
    ['texts:'],
    ...texts.map(([id, text]) => [`  ${id}: ${renderScalar(text, 'QUOTE_DOUBLE')}`] as [string]),
  ];
  // The docs' example puts comments at column 38 (it was sized for the banner line, now commented out).
  const column = Math.max(38, ...lines.filter(([, comment]) => comment).map(([line]) => line.length + 1));
  const text = lines.map(([line, comment]) => (comment ? `${line.padEnd(column)}# ${comment}` : line)).join('\n') + '\n';
  const toAdd = [...(uploads.logoFile ? [] : [`public/brands/${brand}.png`]), ...(uploads.bannerUrl ? [] : [`public/banners/${slug}.svg`])];
  return { file: `variants/${slug}.yaml`, text, assets: toAdd };
}

/** The form's own checks (each field's shape), before anything is read or written. */
export function checkPartnerForm(form: PartnerForm): void {
  const fail = (field: string, message: string): never => {
    throw new PartnerFormError(field, message);
  };
  if (typeof form !== 'object' || form === null) fail('form', 'O formulário está vazio.');
  if (typeof form.name !== 'string' || form.name.trim() === '' || /[\n#]/.test(form.name)) fail('name', 'O nome do parceiro é obrigatório (uma linha, sem #).');
  if (form.description !== undefined && (typeof form.description !== 'string' || /\n/.test(form.description)))
    fail('description', 'A descrição é uma linha só.');
  if (form.greeting !== undefined && (typeof form.greeting !== 'string' || /\n/.test(form.greeting.trim())))
    fail('greeting', 'A saudação é um parágrafo só (use <br> para quebrar a linha).');
  if (typeof form.route !== 'string' || !/^\/[a-z0-9]+(-[a-z0-9]+)*$/.test(form.route))
    fail('route', 'A rota é / seguida de letras minúsculas, dígitos e hífens: /parceiro-novo.');
  for (const field of ['campanhaId', 'compraId', 'empresaId'] as const) {
    if (!Number.isInteger(form[field]) || form[field] <= 0) fail(field, 'Um número inteiro positivo, do contrato da parceria.');
  }
  if (typeof form.desconto !== 'boolean') fail('desconto', 'Sim ou não (true/false).');
  if (form.tipoTabela !== undefined && !isPriceTable(form.tipoTabela))
    fail('tipoTabela', `Uma das tabelas: ${PRICE_TABLES.join(', ').replace(/, ([^,]+)$/, ' ou $1')}.`);
  const theme = form.theme ?? fail('theme', 'As três cores são obrigatórias.');
  for (const key of ['background', 'primaryBackground', 'primaryForeground'] as const) {
    if (typeof theme[key] !== 'string' || !/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(theme[key])) fail(`theme.${key}`, 'Uma cor no formato #rgb ou #rrggbb.');
  }
  for (const check of themeContrast(theme)) {
    if (!check.passes) fail(`theme.${check.blame}`, `${check.pair}: contraste de ${check.ratio.toFixed(2)}:1, abaixo do mínimo de ${AA_NORMAL_TEXT}:1.`);
  }
  // flows:check's link rule too (scripts/compiler/linkSettings.ts): WhatsApp's hosts only.
  if (typeof form.linkWhatsApp !== 'string' || !/^https:\/\/\S+$/.test(form.linkWhatsApp) || messagingLinkProblem(form.linkWhatsApp))
    fail('linkWhatsApp', 'Um link https://wa.me/… ou https://api.whatsapp.com/…, por exemplo https://wa.me/55….');
  if (typeof form.gtmId !== 'string' || !/^GTM-[A-Z0-9]+$/.test(form.gtmId)) fail('gtmId', 'O id do Tag Manager: GTM-XXXXXXX.');
  if (form.siteDomain !== undefined && form.siteDomain.trim() !== '' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(form.siteDomain.trim()))
    fail('siteDomain', 'Um domínio como consorcio.parceiro.com.br.');
}

/** The page's title and description for a partner (search results, the tab), as docs/partners.md shows them. */
function pageWords(name: string, desconto: boolean): string[] {
  const title = `Consórcio Mycon no ${name} | ${desconto ? 'Desconto na 1ª parcela' : 'Sem juros e sem entrada'}`;
  const description = desconto
    ? `Cliente ${name}: consórcio sem juros e sem entrada, com desconto na primeira parcela.`
    : `Cliente ${name}: simule seu consórcio sem juros e sem entrada.`;
  return [`title: ${renderScalar(title, 'QUOTE_DOUBLE')}`, `description: ${renderScalar(description, 'QUOTE_DOUBLE')}`];
}
