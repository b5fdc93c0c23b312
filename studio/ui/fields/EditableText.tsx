// One text of a flow or variant file, editable in place: Save goes through the edit engine (the
// dev server compiles before it writes); 422 shows the compiler's problems on the field, 200 the
// before/after lines with an Undo (kept until the page reloads), 409 re-reads the file.
import { useRef, useState } from 'react';
import { studioClient, type EditAnswer } from '../../contract/studioClient.ts';
import type { ContentEdit } from '../../contract/studioClient.ts';
import { DiagnosticList } from '../DiagnosticList.tsx';
import type { Diagnostic } from '../../contract/studioData.ts';
import type { TestUpdate } from '../../contract/generated/studioApi.ts';
import { DiffView, type SavedChange } from './DiffView.tsx';

export const client = studioClient();

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'invalid'; error: string; diagnostics: Diagnostic[]; testUpdates?: TestUpdate[] }
  | { kind: 'conflict' }
  | { kind: 'failed'; error: string }
  | { kind: 'saved'; changes: SavedChange[] };

/** Sends edits with each file's hash: the one read when editing began (`known`), else as read
 * now; a file changed on disk since then is refused with 409 instead of overwritten. */
export async function saveEdits(edits: ContentEdit[], known: Record<string, string> = {}, options: SaveOptions = {}): Promise<EditAnswer> {
  const hashes: Record<string, string> = { ...known };
  for (const file of new Set(edits.map((e) => e.file))) {
    if (hashes[file]) continue;
    const read = await client.readFile(file);
    if (read.ok) hashes[file] = read.hash;
  }
  return client.save({ edits, hashes, ...(options.updateTests && { updateTests: true }) });
}

export interface SaveOptions {
  /** Also write the new words of the conversation tests that assert the reworded sentences. */
  updateTests?: boolean;
}

export function outcomeStatus(outcome: EditAnswer): Status {
  if (outcome.ok) return { kind: 'saved', changes: outcome.files };
  if (outcome.status === 422) return { kind: 'invalid', error: outcome.error, diagnostics: outcome.diagnostics, testUpdates: outcome.testUpdates };
  if (outcome.status === 409) return { kind: 'conflict' };
  return { kind: 'failed', error: outcome.error };
}

export function EditableText({
  file,
  path,
  value,
  label,
  multiline = true,
}: {
  file: string;
  path: ContentEdit['path'];
  value: string;
  label: string;
  multiline?: boolean;
}) {
  const [draft, setDraft] = useState(value);
  const [base, setBase] = useState(value);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The file's hash when typing began: the save is refused (409) if the file changed since.
  const startedFrom = useRef<Promise<string | undefined>>(undefined);
  const edit = (text: string) => {
    startedFrom.current ??= client.readFile(file).then((read) => (read.ok ? read.hash : undefined));
    setDraft(text);
  };
  // The file changed under us (a save, another editor): follow it unless a draft is being typed.
  if (value !== base) {
    setBase(value);
    if (draft === base) setDraft(value);
  }
  const save = async (options: SaveOptions = {}) => {
    setStatus({ kind: 'saving' });
    const hash = await startedFrom.current;
    const outcome = await saveEdits([{ file, path, value: draft }], hash ? { [file]: hash } : {}, options);
    startedFrom.current = undefined;
    const next = outcomeStatus(outcome);
    // 409: someone else wrote the file; show its text now instead of overwriting it.
    if (next.kind === 'conflict') setDraft(value);
    setStatus(next);
  };
  const Field = multiline ? 'textarea' : 'input';
  return (
    <div className={`editable${status.kind === 'invalid' ? ' editable--invalid' : ''}`} data-testid="editable">
      <Field
        aria-label={label}
        value={draft}
        onChange={(e) => edit(e.target.value)}
        rows={multiline ? 3 : undefined}
        aria-invalid={status.kind === 'invalid'}
      />
      <div className="editable__actions">
        <button type="button" onClick={() => save()} disabled={draft === value || status.kind === 'saving'}>
          Save
        </button>
        {draft !== value && (
          <button
            type="button"
            onClick={() => {
              setDraft(value);
              startedFrom.current = undefined;
            }}
          >
            Cancel
          </button>
        )}
      </div>
      <EditStatus status={status} onUndone={() => setStatus({ kind: 'idle' })} onUpdateTests={() => save({ updateTests: true })} />
    </div>
  );
}

/** `onUpdateTests`: saves again, writing the new words of the tests a 422 names (testUpdates). */
export function EditStatus({ status, onUndone, onUpdateTests }: { status: Status; onUndone: () => void; onUpdateTests?: () => void }) {
  switch (status.kind) {
    case 'invalid':
      if (status.testUpdates?.length && onUpdateTests) return <TestUpdates updates={status.testUpdates} onUpdate={onUpdateTests} />;
      return (
        <div role="alert" className="editable__problems">
          Not saved: {status.error}
          <DiagnosticList diagnostics={status.diagnostics} />
        </div>
      );
    case 'conflict':
      return <p role="alert">The file changed on disk since it was read: the view shows its current text, edit again.</p>;
    case 'failed':
      return <p role="alert">Not saved: {status.error}</p>;
    case 'saved':
      return <DiffView changes={status.changes} onUndone={onUndone} />;
    default:
      return null;
  }
}

/** The conversation tests that assert the words a change rewrites, and the offer to update them with it. */
function TestUpdates({ updates, onUpdate }: { updates: TestUpdate[]; onUpdate: () => void }) {
  return (
    <div role="alert" className="editable__problems" data-testid="test-updates">
      Not saved yet: {updates.length === 1 ? 'a conversation test asserts' : `${updates.length} conversation tests assert`} these words.
      <ul>
        {updates.map((u) => (
          <li key={`${u.file}:${u.line}`}>
            test “{u.test}” ({u.file}:{u.line}) expects “{u.expected}”; the bot would now say “{u.proposed}”.
          </li>
        ))}
      </ul>
      <button type="button" onClick={onUpdate}>
        Update {updates.length === 1 ? 'the test' : 'the tests'} and save
      </button>
    </div>
  );
}

export type { Status as EditStatusValue };
