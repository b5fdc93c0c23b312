// Which approvals a draft needs, from its changed keys and the approval rules: always one review
// (four eyes, by someone who may approve every file the draft changes), plus one per group or
// partner manager a matching rule names, plus an administrator when the rules file itself changes.
// Pure: the rules, the changes and the people in, the requirements and who meets them out.
import { can, type Person } from '../auth/roles.ts';
import { globMatch } from '../git/contentPaths.ts';
import { type ApprovalRule, type ApprovalRules, hasWord, RULES_PATH } from './approvalRules.ts';
import type { KeyChange } from './keyChanges.ts';

export type Requirement =
  | { id: 'revisao'; kind: 'review'; label: string; reasons: string[] }
  | { id: string; kind: 'group'; group: string; label: string; reasons: string[] }
  | { id: string; kind: 'partner'; partner: string; label: string; reasons: string[] }
  | { id: 'admin'; kind: 'admin'; label: string; reasons: string[] };

const COPY = /^(?:flows|variants)\/.+\.ya?ml$/;
const REVIEWER_ROLES = new Set(['revisor', 'publicador', 'admin']);

function matches(rule: ApprovalRule, path: string): boolean {
  return (rule.files ?? []).some((glob) => globMatch(glob, path)) && !(rule.except ?? []).some((glob) => globMatch(glob, path));
}

/** Why a rule matches: the files it names that the draft changes, or the word a changed text holds. */
function reasonsOf(rule: ApprovalRule, changes: readonly KeyChange[], paths: readonly string[]): { path: string; why: string }[] {
  const out: { path: string; why: string }[] = [];
  for (const path of paths) if (matches(rule, path)) out.push({ path, why: `${rule.name} (${path})` });
  if (rule.words) {
    // Words are about what visitors read: the conversation and the partner files, not tests or the rules.
    for (const change of changes.filter((one) => COPY.test(one.file) && !one.file.startsWith('flows/tests/'))) {
      const word = hasWord(change.before ?? '', rule.words) ?? hasWord(change.after ?? '', rule.words);
      if (word) out.push({ path: change.file, why: `${rule.name}: um texto com “${word}” (${change.file})` });
    }
  }
  return out;
}

const partnerOf = (path: string) => /^variants\/([a-z0-9]+(?:-[a-z0-9]+)*)\.ya?ml$/.exec(path)?.[1];

/** The approvals a draft with these changes needs, each with the reasons in words. */
export function requiredApprovals(rules: ApprovalRules, changes: readonly KeyChange[], paths: readonly string[]): Requirement[] {
  const found = new Map<string, Requirement>();
  const add = (requirement: Requirement, why: string) => {
    const known = found.get(requirement.id) ?? requirement;
    if (!known.reasons.includes(why)) known.reasons.push(why);
    found.set(requirement.id, known);
  };
  found.set('revisao', { id: 'revisao', kind: 'review', label: 'Revisão de outra pessoa', reasons: ['Todo rascunho (quatro olhos)'] });
  for (const rule of rules.rules) {
    for (const { path, why } of reasonsOf(rule, changes, paths)) {
      if ('group' in rule.approvers) {
        const group = rule.approvers.group;
        add({ id: `grupo:${group}`, kind: 'group', group, label: `Grupo ${rules.groups[group]}`, reasons: [] }, why);
        continue;
      }
      const partner = partnerOf(path);
      if (partner) add({ id: `parceiro:${partner}`, kind: 'partner', partner, label: `Responsável pelo parceiro ${partner}`, reasons: [] }, why);
    }
  }
  if (paths.includes(RULES_PATH))
    add({ id: 'admin', kind: 'admin', label: 'Um administrador', reasons: [] }, `As próprias regras de aprovação (${RULES_PATH})`);
  return [...found.values()];
}

/** Can this person's approval meet this requirement (their groups from the Pessoas page)? */
export function meets(person: Person, groups: readonly string[], requirement: Requirement, paths: readonly string[]): boolean {
  if (person.disabled) return false;
  switch (requirement.kind) {
    case 'review':
      return can(person, 'review.approve', paths);
    case 'group':
      return REVIEWER_ROLES.has(person.role) && groups.includes(requirement.group);
    case 'partner':
      return REVIEWER_ROLES.has(person.role) && (person.scope ?? []).includes(requirement.partner);
    case 'admin':
      return person.role === 'admin';
  }
}

export interface RequirementStatus {
  id: string;
  label: string;
  reasons: string[];
  /** Names of who approved the current version and meets it; empty: still missing. */
  approvedBy: string[];
  /** Who could give it (names), for the missing ones' words. */
  canApprove: string[];
  met: boolean;
}

export interface Approver {
  person: Person;
  groups: readonly string[];
}

const nameOf = (person: Person) => person.name || person.email;

/** Each requirement, met or not, by the approvals of the current version (authors never count). */
export function requirementStatus(
  requirements: readonly Requirement[],
  approvals: readonly Approver[],
  candidates: readonly Approver[],
  paths: readonly string[],
): RequirementStatus[] {
  return requirements.map((requirement) => {
    const approvedBy = approvals.filter((a) => meets(a.person, a.groups, requirement, paths)).map((a) => nameOf(a.person));
    const canApprove = candidates.filter((a) => meets(a.person, a.groups, requirement, paths)).map((a) => nameOf(a.person));
    return { id: requirement.id, label: requirement.label, reasons: requirement.reasons, approvedBy, canApprove, met: approvedBy.length > 0 };
  });
}

/** The missing approvals as one sentence, or null when none is missing. */
export function missingInWords(status: readonly RequirementStatus[]): string | null {
  const missing = status.filter((one) => !one.met);
  if (missing.length === 0) return null;
  const parts = missing.map((one) => {
    const who = one.canApprove.length > 0 ? `pode aprovar: ${one.canApprove.join(', ')}` : 'ninguém no estúdio pode dar esta aprovação ainda';
    return `${one.label} — ${one.reasons.join('; ')} (${who})`;
  });
  return `Falta${missing.length > 1 ? 'm' : ''} ${missing.length === 1 ? 'uma aprovação' : `${missing.length} aprovações`}: ${parts.join(' · ')}.`;
}
