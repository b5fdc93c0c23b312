// "Em conflito" beside a draft in the list (issue 25 item 3): the drafts the studio found, after a
// publish, to change the same texts as the published version differently. The text says it: the
// colour is never alone.
import { useEffect, useState } from 'react';
import { api } from '../api.ts';

/** The ids of the drafts marked as conflicting (empty until known; a failure leaves it empty). */
export function useConflictMarks(): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    api<{ drafts: { id: string }[] }>('GET', '/api/conflitos')
      .then((answer) => setIds(new Set(answer.drafts.map((one) => one.id))))
      .catch(() => undefined);
  }, []);
  return ids;
}

export function ConflictBadge({ show }: { show: boolean }) {
  return show ? <span className="badge conflito">Em conflito</span> : null;
}
