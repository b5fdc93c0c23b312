import type { Draft } from '../api.ts';

/** The draft's state in the editors' words, in its colour (the text says it too: colour is never alone). */
export function StateBadge({ draft }: { draft: Pick<Draft, 'state' | 'stateLabel'> }) {
  return <span className={`badge ${draft.state}`}>{draft.stateLabel}</span>;
}
