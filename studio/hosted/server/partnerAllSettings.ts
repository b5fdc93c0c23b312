// Every setting of a partner and every interface text of flows/ui.yaml, with where each comes from
// (issue 24 items 3: the old local studio's variant view). A partner file inherits key by key from
// the partner it `extends` and, last, from variants/defaults.yaml ("padrão"); maps are opened key by
// key (referral.campanhaId) because a partner overrides a map's keys one at a time; a list of texts
// is edited one item per line, each line checked against the variant schema's pattern.
import { parse } from 'yaml';
import { partnerChain, settingProblems, VARIANT_SCHEMA, valueAt } from './partnerSettings.ts';
import { LINE_WORDS, settingLabel } from './settingWords.ts';

type Files = Record<string, string>;
export type RowValue = string | number | boolean | string[];
type Kind = 'texto' | 'numero' | 'sim_nao' | 'lista' | 'outro';

/** Keys the partner's other sections edit (texts, colours, interface texts) or that name the file itself. */
const ELSEWHERE = new Set(['texts', 'messages', 'theme', 'ui', 'extends', 'name']);
/** The page's address is the partner's identity (its file's name): a new partner instead. */
const FIXED = new Set(['route']);

export interface Origin {
  tipo: 'parceiro' | 'herdado' | 'padrao';
  /** The partner it is inherited from (tipo "herdado"). */
  parceiro?: string;
  arquivo: string;
}

export interface SettingRow {
  caminho: string[];
  chave: string;
  rotulo: string;
  tipo: Kind;
  valor: RowValue;
  origem: Origin;
  /** What applies without the partner's own value (null: nothing, the key is the partner's alone). */
  padrao: RowValue | null;
  editavel: boolean;
}

function leaves(data: unknown, prefix: string[]): string[][] {
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) return Object.entries(data).flatMap(([key, inner]) => leaves(inner, [...prefix, key]));
  return [prefix];
}

function kindOf(value: unknown): Kind {
  if (typeof value === 'string') return 'texto';
  if (typeof value === 'number') return 'numero';
  if (typeof value === 'boolean') return 'sim_nao';
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? 'lista' : 'outro';
}

const shownValue = (value: unknown): RowValue => (kindOf(value) === 'outro' ? JSON.stringify(value) : (value as RowValue));

const originOf = (name: string, partner: string): Origin =>
  name === partner
    ? { tipo: 'parceiro', arquivo: `variants/${name}.yaml` }
    : name === 'defaults'
      ? { tipo: 'padrao', arquivo: 'variants/defaults.yaml' }
      : { tipo: 'herdado', parceiro: name, arquivo: `variants/${name}.yaml` };

/** Every setting the partner has, own or inherited, sorted by key. */
export function allSettings(files: Files, partner: string): SettingRow[] {
  const chain = partnerChain(files, partner);
  const datas = chain.map(({ data }) => data);
  const keys = new Map<string, string[]>();
  for (const data of datas)
    for (const [key, value] of Object.entries(data)) if (!ELSEWHERE.has(key)) for (const path of leaves(value, [key])) keys.set(path.join('.'), path);
  const rows = [...keys.values()].map((path) => {
    const found = datas.findIndex((data) => valueAt(data, path) !== undefined);
    const value = valueAt(datas[found], path);
    const parent = datas.slice(1).find((data) => valueAt(data, path) !== undefined);
    const tipo = kindOf(value);
    return {
      caminho: path,
      chave: path.join('.'),
      rotulo: settingLabel(path),
      tipo,
      valor: shownValue(value),
      origem: originOf(chain[found].name, partner),
      padrao: parent === undefined ? null : shownValue(valueAt(parent, path)),
      editavel: tipo !== 'outro' && !FIXED.has(path[0]) && kindOf(valueAt(parent, path) ?? value) === tipo,
    };
  });
  return rows.sort((a, b) => a.chave.localeCompare(b.chave));
}

export interface UiTextRow {
  id: string;
  grupo: string;
  texto: string;
  /** The text without the partner's own: an extended partner's, or flows/ui.yaml's. */
  padrao: string;
  proprio: boolean;
}

/** The interface texts of flows/ui.yaml (grouped by when they load), each with the partner's own value. */
export function uiTexts(files: Files, partner: string): UiTextRow[] {
  const groups = ((parse(files['flows/ui.yaml'] ?? '') as { ui?: Record<string, Record<string, string>> } | null)?.ui ?? {}) as Record<
    string,
    Record<string, string>
  >;
  const [own, ...above] = partnerChain(files, partner).map(({ data }) => data);
  return Object.entries(groups).flatMap(([grupo, texts]) =>
    Object.entries(texts ?? {}).map(([id, text]) => {
      const inherited = above.map((data) => valueAt(data, ['ui', id])).find((value) => typeof value === 'string');
      const padrao = String(inherited ?? text);
      const mine = valueAt(own, ['ui', id]);
      return { id, grupo, texto: typeof mine === 'string' ? mine : padrao, padrao, proprio: typeof mine === 'string' };
    }),
  );
}

/** A refusal of one value, under its field (its key). */
export class SettingRefused extends Error {
  constructor(
    readonly campo: string,
    message: string,
  ) {
    super(message);
  }
}

const sameKind = (kind: Kind, value: RowValue) => kindOf(value) === kind && (kind !== 'lista' || (value as string[]).length > 0);

/** Each line of a list setting against the schema's pattern for its items, named by its number. */
function listProblem(key: string, lines: string[]): string | undefined {
  const pattern = VARIANT_SCHEMA.properties[key]?.items?.pattern;
  const bad = lines.findIndex((line) => line.trim() === '' || (pattern !== undefined && !new RegExp(pattern).test(line)));
  if (bad < 0) return undefined;
  const wanted = LINE_WORDS[key] ? ` Cada linha é ${LINE_WORDS[key]}.` : '';
  return `A linha ${bad + 1} («${lines[bad]}») não é aceita.${wanted}`;
}

/**
 * The edit a request asks for, checked: `value` undefined removes the partner's own value.
 * Throws SettingRefused with the field's sentence.
 */
export function checkedEdit(files: Files, partner: string, path: string[], value: RowValue | null): { path: string[]; value: RowValue | undefined } {
  const key = path.join('.');
  if (path[0] === 'ui') {
    const row = uiTexts(files, partner).find((one) => path.length === 2 && one.id === path[1]);
    if (!row) throw new SettingRefused(key, 'Este texto da interface não existe.');
    if (value !== null && (typeof value !== 'string' || value.trim() === '' || /\n/.test(value)))
      throw new SettingRefused(key, 'Escreva o texto numa linha só (sem HTML).');
    return { path, value: value ?? undefined };
  }
  const row = allSettings(files, partner).find((one) => one.chave === key);
  if (!row) throw new SettingRefused(key, 'Esta configuração não existe para este parceiro.');
  if (!row.editavel) throw new SettingRefused(key, 'Esta configuração não pode ser mudada pelo estúdio; peça a quem mantém o sistema.');
  if (value === null) return { path, value: undefined };
  if (!sameKind(row.tipo, value)) throw new SettingRefused(key, 'O valor não é do tipo desta configuração.');
  const problem =
    row.tipo === 'lista'
      ? listProblem(path[0], value as string[])
      : path.length === 1
        ? settingProblems({ [key]: value as string | number | boolean }).find((one) => !/não pode ser mudada/.test(one.mensagem))?.mensagem
        : undefined;
  if (problem) throw new SettingRefused(key, problem);
  return { path, value };
}
