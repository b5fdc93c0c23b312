// "Aprovações necessárias" in the review: each approval the published rules ask for this draft,
// why (the rule and the file or word), who gave it, and who could give a missing one.
import type { RequirementStatus as Requirement } from '../../review/requirements.ts';
import { useDraftRead } from '../useDraftRead.ts';
import { ErrorNotice, Notice } from './Notice.tsx';

/** stamp: the review's reload count, so an approval given shows at once. */
export function ApprovalsNeeded({ draftId, head, stamp }: { draftId: string; head: string; stamp: number }) {
  const { data: answer, error } = useDraftRead<{ requirements: Requirement[]; missing: string | null }>(
    `/api/rascunhos/${draftId}/aprovacoes`,
    `${head} ${stamp}`,
  );
  return (
    <section className="card stack" aria-labelledby="aprovacoes-necessarias">
      <h2 id="aprovacoes-necessarias">Aprovações necessárias</h2>
      <ErrorNotice error={error} />
      <ul className="list approvals">
        {answer?.requirements.map((one) => (
          <li key={one.id}>
            <strong>{one.label}</strong>: {one.met ? `aprovado por ${one.approvedBy.join(', ')}` : 'falta'}
            <span className="muted"> — {one.reasons.join('; ')}</span>
            {!one.met && (
              <span className="muted">
                {' '}
                ({one.canApprove.length > 0 ? `pode aprovar: ${one.canApprove.join(', ')}` : 'ninguém no estúdio pode dar esta aprovação ainda'})
              </span>
            )}
          </li>
        ))}
      </ul>
      {answer && answer.missing === null && <Notice kind="ok">Todas as aprovações necessárias foram dadas para esta versão.</Notice>}
    </section>
  );
}
