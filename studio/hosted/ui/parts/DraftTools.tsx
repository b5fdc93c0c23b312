// Under the draft's preview: recording a conversation test with the chosen partner, and the
// draft's texts as a spreadsheet (download, import).
import type { Step } from '../api.ts';
import { CopyDeck } from './CopyDeck.tsx';
import { RecordTest } from './RecordTest.tsx';

interface Props {
  draftId: string;
  texts: { partner: string | null; head: string; steps: Step[] };
  editable: boolean;
  onSaved: () => unknown;
}

export function DraftTools({ draftId, texts, editable, onSaved }: Props) {
  const label = (stepId: string) => texts.steps.find((one) => one.id === stepId)?.label ?? stepId;
  return (
    <>
      {editable && texts.partner && (
        <RecordTest key={`gravar-${texts.partner}`} draftId={draftId} partner={texts.partner} head={texts.head} stepLabel={label} onSaved={onSaved} />
      )}
      <CopyDeck draft={{ id: draftId, head: texts.head }} canImport={editable} onImported={onSaved} label={label} onUndone={onSaved} />
    </>
  );
}
