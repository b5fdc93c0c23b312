// The approval rules (studio/approval-rules.yaml, like CODEOWNERS for copy): read from a commit of
// the published branch, checked against schemas/studio/hosted/approval-rules.schema.json, and a
// group a rule names must be one the file declares. A file that does not pass is an error in
// words: the studio then refuses approvals instead of guessing (fail closed).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

/** Where the rules live in the content repository. */
export const RULES_PATH = 'studio/approval-rules.yaml';

export type Approvers = { group: string } | { partnerManager: true };

export interface ApprovalRule {
  name: string;
  files?: string[];
  except?: string[];
  words?: string[];
  approvers: Approvers;
}

export interface ApprovalRules {
  groups: Record<string, string>;
  rules: ApprovalRule[];
}

export const NO_RULES: ApprovalRules = { groups: {}, rules: [] };

export class RulesFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`O arquivo de regras de aprovação (${RULES_PATH}) tem problemas: ${problems.join('; ')}.`);
    this.name = 'RulesFileError';
  }
}

const schemaUrl = new URL('../../../schemas/studio/hosted/approval-rules.schema.json', import.meta.url);
let validate: ReturnType<Ajv2020['compile']> | undefined;

function validator() {
  validate ??= new Ajv2020({ allErrors: true, strict: true }).compile(JSON.parse(readFileSync(fileURLToPath(schemaUrl), 'utf8')));
  return validate;
}

/** The rules in a file's text (no file: NO_RULES), or RulesFileError. */
export function parseRules(text: string | null): ApprovalRules {
  if (text === null) return NO_RULES;
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new RulesFileError([`não é YAML válido (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`]);
  }
  const check = validator();
  if (!check(data)) {
    throw new RulesFileError((check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'inválido'}`));
  }
  const rules = data as ApprovalRules;
  const unknown = rules.rules.flatMap((rule) => ('group' in rule.approvers && !(rule.approvers.group in rules.groups) ? [rule.approvers.group] : []));
  if (unknown.length > 0) throw new RulesFileError(unknown.map((group) => `o grupo "${group}" não está em groups`));
  return rules;
}

/** Lower case without accents: "Contemplação" and "contemplacao" read alike. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Does the text hold one of the words at the start of a word (a stem: "parcela" finds "parcelas")? */
export function hasWord(text: string, words: readonly string[]): string | undefined {
  const folded = fold(text);
  return words.find((word) => {
    const stem = fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[^\\p{L}\\p{N}])${stem}`, 'u').test(folded);
  });
}
