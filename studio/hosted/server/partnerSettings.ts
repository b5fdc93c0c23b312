// The partner settings an editor changes in the hosted studio (issue 24 items 4 and 10): the keys of
// schemas/variant.schema.json a partner manager deals with, each with a label and help in pt-BR
// (the schema's own description stays for developers, behind a detail), the partner's own value
// and the one it inherits, and each value's checks said in Portuguese under its field.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { messagingLinkProblem } from '../../../scripts/compiler/index.ts';
import type { PlanType } from '../../../src/generated/api.ts';
import type { PriceTable } from '../../../src/generated/variant.ts';

export type SettingValue = string | number | boolean;
type Kind = 'texto' | 'numero' | 'sim_nao' | 'escolha';

interface SettingRule {
  key: string;
  label: string;
  help: string;
  kind: Kind;
  choices?: { valor: string; rotulo: string }[];
  /** A change needs an administrator's approval (adminApproval.ts decides which changes count). */
  sensitive: boolean;
  /** The value's own check beyond its type (the request's JSON Schema): a sentence, or undefined. */
  check?: (value: SettingValue) => string | undefined;
}

const readSchema = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../schemas/${name}`, import.meta.url)), 'utf8'));
/** schemas/variant.schema.json, read once for every partner setting view. */
export const VARIANT_SCHEMA = readSchema('variant.schema.json') as {
  properties: Record<string, { description?: string; items?: { pattern?: string } }>;
  $defs: { priceTable: { enum: PriceTable[] } };
};

// The values come from the schemas (one list each); only their words for editors live here, and the
// generated types make a value without words (or words for a value gone) a type error.
const PRICE_TABLE_WORDS: Record<PriceTable, string> = {
  integral: 'Integral (crédito completo)',
  completa: 'Completa (crédito completo)',
  paga_metade: 'Paga Metade',
  tabelaintegral: 'Todas as categorias',
};
const PLAN_TYPE_WORDS: Record<PlanType, string> = {
  CREDITO_INTEGRAL: 'Crédito integral',
  CREDITO_PAGAMETADE: 'Paga metade até a contemplação',
  PARCELA_REDUZIDA: 'Parcela reduzida',
};
const choices = <T extends string>(values: readonly T[], words: Record<T, string>) => values.map((valor) => ({ valor, rotulo: words[valor] ?? valor }));

const ONE_LINE = (value: SettingValue) => (String(value).trim() === '' || /\n/.test(String(value)) ? 'Escreva uma linha de texto.' : undefined);
const POSITIVE = (value: SettingValue) => (Number.isInteger(value) && Number(value) > 0 ? undefined : 'Um número inteiro positivo, do contrato da parceria.');
const PAGE_OR_HTTPS = (value: SettingValue) =>
  /^(https:\/\/[^\s]+|\/[^\s]*)$/.test(String(value)) ? undefined : 'Um endereço que começa com https:// ou um caminho deste site que começa com /.';

export const SETTINGS: readonly SettingRule[] = [
  { key: 'title', label: 'Título da página', help: 'Aparece na aba do navegador e nos resultados de busca.', kind: 'texto', sensitive: false, check: ONE_LINE },
  {
    key: 'description',
    label: 'Descrição da página',
    help: 'O resumo que aparece sob o título nos resultados de busca.',
    kind: 'texto',
    sensitive: false,
    check: ONE_LINE,
  },
  {
    key: 'campanhaId',
    label: 'Número da campanha',
    help: 'Do contrato da parceria; vai junto com cada cadastro.',
    kind: 'numero',
    sensitive: true,
    check: POSITIVE,
  },
  {
    key: 'compraId',
    label: 'Número da compra',
    help: 'Do contrato da parceria; vai junto com cada cadastro.',
    kind: 'numero',
    sensitive: true,
    check: POSITIVE,
  },
  {
    key: 'empresaId',
    label: 'Número da empresa',
    help: 'A empresa do consórcio que recebe os cadastros; define também o desconto (60 % na empresa 97, 50 % nas outras).',
    kind: 'numero',
    sensitive: true,
    check: POSITIVE,
  },
  {
    key: 'desconto',
    label: 'Desconto na primeira parcela',
    help: 'Os visitantes deste parceiro ganham desconto na primeira parcela.',
    kind: 'sim_nao',
    sensitive: false,
  },
  {
    key: 'tipoTabela',
    label: 'Tabela de preços',
    help: 'Quais categorias de plano os visitantes veem.',
    kind: 'escolha',
    sensitive: false,
    choices: choices(VARIANT_SCHEMA.$defs.priceTable.enum, PRICE_TABLE_WORDS),
  },
  {
    key: 'tipoPlano',
    label: 'Tipo de plano já escolhido',
    help: 'Com um tipo escolhido aqui, a conversa não pergunta ao visitante qual ele prefere.',
    kind: 'escolha',
    sensitive: false,
    choices: choices((readSchema('plan-type.schema.json') as { enum: PlanType[] }).enum, PLAN_TYPE_WORDS),
  },
  {
    key: 'linkWhatsApp',
    label: 'Link do WhatsApp',
    help: 'Abre a conversa com os especialistas: https://wa.me/55… ou https://api.whatsapp.com/….',
    kind: 'texto',
    sensitive: true,
    check: (value) =>
      /^https:\/\/\S+$/.test(String(value)) && !messagingLinkProblem(String(value))
        ? undefined
        : 'Um link https://wa.me/… ou https://api.whatsapp.com/…, por exemplo https://wa.me/5511999999999.',
  },
  {
    key: 'gtmId',
    label: 'Contêiner do Google Tag Manager',
    help: 'O código GTM-… que mede as visitas deste parceiro. Muda o que roda na página: pede aprovação de um administrador.',
    kind: 'texto',
    sensitive: true,
    check: (value) => (/^GTM-[A-Z0-9]+$/.test(String(value)) ? undefined : 'O código do Tag Manager tem a forma GTM-XXXXXXX (letras maiúsculas e dígitos).'),
  },
  {
    key: 'siteDomain',
    label: 'Domínio do site',
    help: 'O endereço onde a página do parceiro aparece; o logo leva a ele.',
    kind: 'texto',
    sensitive: true,
    check: (value) => (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(String(value)) ? undefined : 'Um domínio como consorcio.parceiro.com.br (sem https:// e sem barra).'),
  },
  { key: 'navBar', label: 'Mostrar o menu do cabeçalho', help: 'Sem ele, o cabeçalho mostra só o logo.', kind: 'sim_nao', sensitive: false },
  {
    key: 'regulamentoUrl',
    label: 'Regulamento do grupo (PDF)',
    help: 'Aberto em outra aba a partir dos termos da proposta.',
    kind: 'texto',
    sensitive: true,
    check: PAGE_OR_HTTPS,
  },
  {
    key: 'politicaPrivacidadeUrl',
    label: 'Política de privacidade',
    help: 'O aviso abaixo da conversa leva a ela, em outra aba.',
    kind: 'texto',
    sensitive: true,
    check: PAGE_OR_HTTPS,
  },
];

type Files = Record<string, string>;
type Yaml = Record<string, unknown>;

export function readVariant(files: Files, partner: string): Yaml | undefined {
  const text = files[`variants/${partner}.yaml`];
  if (text === undefined) return undefined;
  try {
    const data = parse(text, { uniqueKeys: false }) as unknown;
    return data !== null && typeof data === 'object' ? (data as Yaml) : {};
  } catch {
    return {};
  }
}

/**
 * The partner's file, then each file it inherits from along `extends` (defaults.yaml last, the
 * parent of a file without `extends`, as the compiler merges them): each once, up to a file the
 * draft does not have. The one walk of a partner's chain for every setting and text view.
 */
export function partnerChain(files: Files, partner: string): Array<{ name: string; data: Yaml }> {
  const chain = [{ name: partner, data: readVariant(files, partner) ?? {} }];
  let next = String(chain[0].data.extends ?? 'defaults');
  while (partner !== 'defaults' && !chain.some(({ name }) => name === next)) {
    const data = readVariant(files, next);
    if (!data) break;
    chain.push({ name: next, data });
    if (next === 'defaults') break;
    next = String(data.extends ?? 'defaults');
  }
  return chain;
}

/** The value a key has along `extends` above this partner (defaults.yaml at the end), or undefined. */
export function inherited(files: Files, partner: string, path: readonly string[]): unknown {
  return partnerChain(files, partner)
    .slice(1)
    .map(({ data }) => valueAt(data, path))
    .find((value) => value !== undefined);
}

export function valueAt(data: Yaml | undefined, path: readonly string[]): unknown {
  let here: unknown = data;
  for (const key of path) here = here !== null && typeof here === 'object' ? (here as Yaml)[key] : undefined;
  return here;
}

const scalar = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null);

/** Every setting of the form: label, help, the partner's own value and the inherited one. */
export function settingFields(files: Files, partner: string) {
  const own = readVariant(files, partner);
  return SETTINGS.map((rule) => ({
    chave: rule.key,
    rotulo: rule.label,
    ajuda: rule.help,
    tipo: rule.kind,
    ...(rule.choices ? { opcoes: rule.choices } : {}),
    valor: scalar(own?.[rule.key]),
    herdado: scalar(inherited(files, partner, [rule.key])),
    sensivel: rule.sensitive,
    descricaoTecnica: VARIANT_SCHEMA.properties[rule.key]?.description ?? '',
  }));
}

/** Each value's problem, by key, in Portuguese (empty: every value is acceptable). */
export function settingProblems(values: Record<string, SettingValue | null>): { campo: string; mensagem: string }[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const rule = SETTINGS.find((one) => one.key === key);
    if (!rule) return [{ campo: key, mensagem: 'Esta configuração não pode ser mudada pelo estúdio.' }];
    const problem = value === null ? undefined : rule.check?.(value);
    return problem ? [{ campo: key, mensagem: problem }] : [];
  });
}
