// The conversations beside the text open in the editor: the partner's own text when it has one,
// else the conversation's text every partner reads (the same anchors the review shows).
import { textAnchor, useConversations } from '../conversations.ts';
import { Conversations } from './Conversations.tsx';

export function TextConversations({
  draftId,
  step,
  partner,
}: {
  draftId: string;
  step: { id: string; flowFile: string; label: string };
  partner: string | null;
}) {
  const { threads, people, reload } = useConversations(draftId);
  return (
    <div className="card">
      <Conversations draftId={draftId} anchor={textAnchor(step, partner)} threads={threads} people={people} onChanged={reload} about={step.label} />
    </div>
  );
}
