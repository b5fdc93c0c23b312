// "For this variant only": copies the flow's text into the variant file's `texts:` (one new line,
// then edited like any text); "reset to default" removes that override again.
import { useState } from 'react';
import type { StudioVariant } from '../../contract/studioData.ts';
import { bubblesAsText, textAsBubbles } from './bubbleText.ts';
import { EditStatus, outcomeStatus, saveEdits, type EditStatusValue, type SaveOptions } from './EditableText.tsx';

export function VariantOverrideControls({ step, say, variants }: { step: string; say: string | string[]; variants: StudioVariant[] }) {
  const [chosen, setChosen] = useState('');
  const [status, setStatus] = useState<EditStatusValue>({ kind: 'idle' });
  // Starts from the flow's text; an override equal to it is refused (it would hide later changes
  // of the default), so Save waits for an edit. Several bubbles are separated by a blank line.
  const initial = bubblesAsText(say);
  const [draft, setDraft] = useState(initial);
  const variant = variants.find((v) => v.name === chosen);
  const create = async (options: SaveOptions = {}) => {
    if (!variant) return;
    setStatus({ kind: 'saving' });
    setStatus(outcomeStatus(await saveEdits([{ file: variant.file, path: ['texts', step], value: textAsBubbles(draft, say) }], {}, options)));
  };
  return (
    <div className="variant-override" data-testid="variant-override">
      <label>
        For this variant only:{' '}
        <select aria-label="Variant to override" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">(choose a variant)</option>
          {variants
            .filter((v) => v.name !== 'defaults')
            .map((v) => (
              <option key={v.name} value={v.name}>
                {v.name}
              </option>
            ))}
        </select>
      </label>
      {variant && <textarea aria-label="Text for this variant only" value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} />}
      <button type="button" disabled={!variant || draft === initial || status.kind === 'saving'} onClick={() => create()}>
        Override the text
      </button>
      <EditStatus status={status} onUndone={() => setStatus({ kind: 'idle' })} onUpdateTests={() => create({ updateTests: true })} />
    </div>
  );
}

export function ResetOverride({ file, step, variant }: { file: string; step: string; variant: string }) {
  const [status, setStatus] = useState<EditStatusValue>({ kind: 'idle' });
  const reset = async (options: SaveOptions = {}) => {
    setStatus({ kind: 'saving' });
    setStatus(outcomeStatus(await saveEdits([{ file, path: ['texts', step], remove: true }], {}, options)));
  };
  return (
    <div>
      <button type="button" onClick={() => reset()} disabled={status.kind === 'saving'} aria-label={`Reset ${variant} to default`}>
        Reset to default
      </button>
      <EditStatus status={status} onUndone={() => setStatus({ kind: 'idle' })} onUpdateTests={() => reset({ updateTests: true })} />
    </div>
  );
}
