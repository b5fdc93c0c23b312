// Who reads a step's text: the routes that see the flow's default and the ones with their own
// (a variant's `texts:` override), so "for everyone" never silently means "for / only". Where the
// editor means every route, one save writes the new default and removes each route's own text.
import { useState } from 'react';
import type { StudioVariant } from '../../contract/studioData.ts';
import { bubblesAsText, textAsBubbles } from './bubbleText.ts';
import { EditStatus, outcomeStatus, saveEdits, type EditStatusValue, type SaveOptions } from './EditableText.tsx';

interface Props {
  step: string;
  say: string | string[];
  /** The flow file the default is written in. */
  file: string;
  variants: readonly StudioVariant[];
}

export function TextAudience({ step, say, file, variants }: Props) {
  const partners = variants.filter((v) => v.name !== 'defaults');
  const own = partners.filter((v) => v.textOverrides.includes(step));
  const seeDefault = partners.filter((v) => !v.textOverrides.includes(step));
  // Stays open after its save (which leaves no route with its own text), to show the diff and Undo.
  const [changing, setChanging] = useState(false);
  return (
    <div className="text-audience" data-testid="text-audience">
      <p data-testid="routes-default">
        <b>
          The default text is seen on {seeDefault.length} of {partners.length} routes:
        </b>{' '}
        {seeDefault.length === 0 ? 'none — every route has its own.' : seeDefault.map(routeOf).join(', ')}
      </p>
      {own.length > 0 && (
        <p data-testid="routes-own">
          <b>{own.length} have their own text (a change to the default does not reach them):</b> {own.map(routeOf).join(', ')}
        </p>
      )}
      {changing ? (
        <ChangeForAll step={step} say={say} file={file} own={own} />
      ) : (
        own.length > 0 && (
          <button type="button" onClick={() => setChanging(true)}>
            Change it for all {own.length + 1} texts…
          </button>
        )
      )}
    </div>
  );
}

/** Writes one text as the default and removes every route's own text, in one checked save (with Undo). */
function ChangeForAll({ step, say, file, own }: { step: string; say: string | string[]; file: string; own: StudioVariant[] }) {
  const [draft, setDraft] = useState(() => bubblesAsText(say));
  const [status, setStatus] = useState<EditStatusValue>({ kind: 'idle' });
  // The routes as they were when the editor opened this: the save removes exactly those texts.
  const [targets] = useState(own);
  const save = async (options: SaveOptions = {}) => {
    setStatus({ kind: 'saving' });
    const edits = [
      { file, path: ['steps', step, 'say'], value: textAsBubbles(draft, say) },
      ...targets.map((v) => ({ file: v.file, path: ['texts', step], remove: true as const })),
    ];
    setStatus(outcomeStatus(await saveEdits(edits, {}, options)));
  };
  return (
    <div className="change-for-all" data-testid="change-for-all">
      <textarea aria-label="Text for every route" value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} />
      <p className="muted">Saving replaces the own texts of {targets.map((v) => v.name).join(', ')}: every route then reads this one.</p>
      <button type="button" onClick={() => save()} disabled={draft.trim() === '' || status.kind === 'saving'}>
        Save for every route
      </button>
      <EditStatus status={status} onUndone={() => setStatus({ kind: 'idle' })} onUpdateTests={() => save({ updateTests: true })} />
    </div>
  );
}

function routeOf(variant: StudioVariant): string {
  return `${variant.resolved.route ?? '/'} (${variant.name})`;
}
