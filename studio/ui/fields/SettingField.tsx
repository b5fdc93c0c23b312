// One variant setting or UI copy id in the variant view, edited where it is written, with the
// inspector's behaviour (hash from when typing began, 422 problems on the field, diff + Undo, 409
// shows the file's value again): the variant's own value in its file, with "Reset to default"
// removing it; an inherited value in the file it comes from (defaults.yaml: every variant), or
// "For this variant only" as a new entry of the variant file. A list of texts is one item per line.
import { useRef, useState } from 'react';
import type { ContentEdit } from '../../contract/studioClient.ts';
import { client, EditStatus, outcomeStatus, saveEdits, type EditStatusValue } from './EditableText.tsx';

/** A list of texts (`previewHosts`) is edited one item per line. */
export type SettingValue = string | number | boolean | readonly string[];

const shown = (value: SettingValue) => (Array.isArray(value) ? value.join('\n') : String(value));

export interface SettingTarget {
  /** What the field is called: `gtmId`, `theme.background`, `ui cardSubmit`. */
  label: string;
  value: SettingValue;
  variantFile: string;
  /** Where the variant writes its own value. */
  path: string[];
  /** True when the value is written in the variant's file. */
  own: boolean;
  /** Where the value comes from otherwise (and what "reset to default" falls back to). */
  origin?: { file: string; path: ReadonlyArray<string | number> };
}

export function SettingField({ target, onDraft, onSaved }: { target: SettingTarget; onDraft?: (draft: string | undefined) => void; onSaved?: () => void }) {
  const { value, origin, variantFile, label } = target;
  const [draft, setDraftState] = useState(shown(value));
  const [base, setBase] = useState(shown(value));
  const [status, setStatus] = useState<EditStatusValue>({ kind: 'idle' });
  // Each file's hash when typing began: a save is refused (409) if that file changed since.
  const startedFrom = useRef<Record<string, Promise<string | undefined>>>({});
  const setDraft = (text: string | undefined) => {
    setDraftState(text ?? shown(value));
    onDraft?.(text);
  };
  // The file changed (a save, another editor): follow it unless a draft is being typed.
  if (shown(value) !== base) {
    setBase(shown(value));
    if (draft === base) setDraftState(shown(value));
  }
  const edit = (text: string) => {
    for (const file of [variantFile, origin?.file])
      if (file) startedFrom.current[file] ??= client.readFile(file).then((read) => (read.ok ? read.hash : undefined));
    setDraft(text);
  };
  const typed = typedValue(value, draft);
  const write = async (change: ContentEdit) => {
    setStatus({ kind: 'saving' });
    const hash = await startedFrom.current[change.file];
    const outcome = await saveEdits([change], hash ? { [change.file]: hash } : {});
    startedFrom.current = {};
    const next = outcomeStatus(outcome);
    if (next.kind === 'conflict') setDraft(undefined);
    if (next.kind === 'saved') onSaved?.();
    setStatus(next);
  };
  const cancel = () => {
    setDraft(undefined);
    startedFrom.current = {};
  };
  const changed = draft !== shown(value) && typed !== undefined;
  return (
    <div className={`setting-field${status.kind === 'invalid' ? ' editable--invalid' : ''}`} data-testid={`setting-${label}`}>
      <SettingInput value={value} label={label} draft={draft} invalid={status.kind === 'invalid'} onEdit={edit} />
      <SettingActions target={target} typed={typed} changed={changed} busy={status.kind === 'saving'} write={write} cancel={cancel} />
      <EditStatus
        status={status}
        onUndone={() => {
          setStatus({ kind: 'idle' });
          onSaved?.();
        }}
      />
    </div>
  );
}

/** The draft as the setting's type; undefined when it is not one (an empty list is "reset to default"). */
function typedValue(value: SettingValue, draft: string): SettingValue | undefined {
  if (Array.isArray(value)) {
    const lines = draft
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    return lines.length > 0 ? lines : undefined; // empty lines dropped
  }
  if (typeof value === 'number') return draft.trim() === '' || Number.isNaN(Number(draft)) ? undefined : Number(draft);
  if (typeof value === 'boolean') return draft === 'true';
  return draft;
}

interface SettingInputProps {
  value: SettingValue;
  label: string;
  draft: string;
  invalid: boolean;
  onEdit: (text: string) => void;
}

function SettingInput({ value, label, draft, invalid, onEdit }: SettingInputProps) {
  if (typeof value === 'boolean')
    return (
      <select aria-label={label} value={draft} onChange={(e) => onEdit(e.target.value)}>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  if (Array.isArray(value))
    return (
      <textarea
        aria-label={label}
        value={draft}
        onChange={(e) => onEdit(e.target.value)}
        aria-invalid={invalid}
        rows={Math.max(2, value.length + 1)}
        cols={40}
      />
    );
  return (
    <input
      aria-label={label}
      type={typeof value === 'number' ? 'number' : 'text'}
      value={draft}
      onChange={(e) => onEdit(e.target.value)}
      aria-invalid={invalid}
      size={Math.min(60, Math.max(12, draft.length + 2))}
    />
  );
}

interface SettingActionsProps {
  target: SettingTarget;
  typed: SettingValue | undefined;
  changed: boolean;
  busy: boolean;
  write: (change: ContentEdit) => void;
  cancel: () => void;
}

function SettingActions({ target, typed, changed, busy, write, cancel }: SettingActionsProps) {
  const { own, origin, variantFile, path } = target;
  return (
    <span className="editable__actions">
      {own ? (
        <>
          <button type="button" disabled={!changed || busy} onClick={() => write({ file: variantFile, path, value: typed! })}>
            Save
          </button>
          {origin && (
            <button type="button" disabled={busy} onClick={() => write({ file: variantFile, path, remove: true })}>
              Reset to default
            </button>
          )}
        </>
      ) : (
        <>
          <button type="button" disabled={!changed || busy} onClick={() => write({ file: variantFile, path, value: typed! })}>
            For this variant only
          </button>
          {origin && (
            <button type="button" disabled={!changed || busy} onClick={() => write({ file: origin.file, path: origin.path, value: typed! })}>
              Save in {origin.file}
            </button>
          )}
        </>
      )}
      {changed && (
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      )}
    </span>
  );
}
