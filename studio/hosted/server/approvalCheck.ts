// The approvals a draft needs, as the server computes them: its changed keys (base → head), the
// rules read from the published branch (never from the draft: an author cannot relax them there),
// the approvals of its current head and who else could give the missing ones.
import type { Person } from '../auth/roles.ts';
import { getPerson, listPeople } from '../store/people.ts';
import { NO_RULES, parseRules, RULES_PATH, RulesFileError } from '../review/approvalRules.ts';
import { approvalsOf, groupsOf } from '../review/approvalStore.ts';
import { keyChanges } from '../review/keyChanges.ts';
import { type Approver, missingInWords, type Requirement, type RequirementStatus, requiredApprovals, requirementStatus } from '../review/requirements.ts';
import { draftChanges, type LoadedDraft } from './draftLogic.ts';
import { HttpError } from './routeTable.ts';
import type { Services } from './services.ts';

export interface ApprovalPicture {
  paths: string[];
  requirements: Requirement[];
  status: RequirementStatus[];
  missing: string | null;
}

/** The rules in force: the published head's file (none: only the four-eyes review). */
export async function rulesInForce(s: Services) {
  const published = await s.repo.publishedHead();
  const bytes = await s.repo.readFile(published, RULES_PATH).catch(() => null);
  try {
    return bytes === null ? NO_RULES : parseRules(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof RulesFileError)
      throw new HttpError(409, 'regras_invalidas', `${error.message} Nenhuma aprovação vale até um administrador corrigir o arquivo.`);
    throw error;
  }
}

/** A rules file saved in a draft must pass its schema: else 422 in words, nothing saved. */
export function requireValidRules(content: string): void {
  try {
    parseRules(content);
  } catch (error) {
    if (error instanceof RulesFileError) throw new HttpError(422, 'regras_invalidas', `O rascunho não foi salvo: ${error.message}`);
    throw error;
  }
}

const text = (bytes: Buffer | null) => (bytes === null ? null : bytes.toString('utf8'));

export async function approvalPicture(s: Services, draft: LoadedDraft): Promise<ApprovalPicture> {
  const paths = await draftChanges(s, draft);
  const rules = await rulesInForce(s);
  const changes = (
    await Promise.all(
      paths.map(async (path) => {
        const [before, after] = await Promise.all([s.repo.readFile(draft.record.baseHead, path), s.repo.readFile(draft.head, path)]);
        return keyChanges(path, text(before), text(after));
      }),
    )
  ).flat();
  const requirements = requiredApprovals(rules, changes, paths);
  // Who wrote in the draft never approves it, and their approval would not count.
  const authors = new Set([draft.record.authorId, ...draft.record.contributors]);
  const approvers: Approver[] = approvalsOf(s.store, draft.record.id, draft.head).flatMap(({ personId }) => {
    const person = getPerson(s.store, personId);
    return person && !authors.has(person.id) ? [{ person, groups: groupsOf(s.store, person.id) }] : [];
  });
  const candidates = listPeople(s.store)
    .filter((person) => !authors.has(person.id))
    .map((person) => ({ person, groups: groupsOf(s.store, person.id) }));
  const status = requirementStatus(requirements, approvers, candidates, paths);
  return { paths, requirements, status, missing: missingInWords(status) };
}

/**
 * Publishing (a click or a scheduled run): every approval the rules in force ask, of the current
 * head, by people who still may give it; else 409 with what is missing in words. The approvers.
 */
export async function requireAllApprovals(s: Services, draft: LoadedDraft): Promise<Person[]> {
  // The rules in force are the remote's published ones: follow it first (unreachable: the last fetched).
  await s.repo.fetch().catch(() => undefined);
  const picture = await approvalPicture(s, draft);
  if (picture.missing !== null) {
    throw new HttpError(409, 'sem_aprovacao_valida', `Este rascunho ainda não pode ser publicado. ${picture.missing}`, { state: draft.record.state });
  }
  return approvalsOf(s.store, draft.record.id, draft.head).flatMap(({ personId }) => getPerson(s.store, personId) ?? []);
}
