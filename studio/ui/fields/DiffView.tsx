// The lines a save changed, as git will show them, with an Undo that puts the files back while they
// are still what the save wrote (the server refuses it, 409, once any of them changed again).
import { useState } from 'react';
import type { FileChange } from '../../contract/studioClient.ts';
import { studioClient } from '../../contract/studioClient.ts';

export type SavedChange = FileChange;

const client = studioClient();

export function DiffView({ changes, onUndone }: { changes: SavedChange[]; onUndone: () => void }) {
  const [error, setError] = useState<string>();
  // One request for all the files a write changed (a copy deck import writes several): all or none.
  const undo = async () => {
    const outcome = await client.undoAll(changes.map((change) => ({ file: change.file, text: change.before, hash: change.hash })));
    if (!outcome.ok) return setError(outcome.error);
    onUndone();
  };
  return (
    <div className="diff" data-testid="saved-diff">
      <p>
        Saved{changes.length > 1 ? ` ${changes.length} files` : ''}.{' '}
        <button type="button" onClick={undo}>
          {changes.length > 1 ? `Undo all ${changes.length} files` : 'Undo'}
        </button>
      </p>
      {error && <p role="alert">Undo failed: {error}</p>}
      {changes.map((change) => (
        <div key={change.file}>
          <strong>{change.file}</strong>
          {change.diff.map((hunk, i) => (
            <pre key={i} className="diff__hunk">
              {hunk.lines.map((line, j) => (
                <span key={j} className={line.startsWith('+') ? 'diff__add' : line.startsWith('-') ? 'diff__del' : undefined}>
                  {line}
                  {'\n'}
                </span>
              ))}
            </pre>
          ))}
        </div>
      ))}
    </div>
  );
}
