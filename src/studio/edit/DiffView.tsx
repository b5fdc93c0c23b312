// The lines a save changed, as git will show them, with an Undo that puts the file back while it
// is still what the save wrote (the server refuses it, 409, once the file changed again).
import { useState } from 'react';
import type { FileChange } from '../../../scripts/content-edit/applyEdits.ts';
import { studioClient } from '../../../scripts/content-edit/studioClient.ts';

export type SavedChange = FileChange;

const client = studioClient();

export function DiffView({ changes, onUndone }: { changes: SavedChange[]; onUndone: () => void }) {
  const [error, setError] = useState<string>();
  const undo = async () => {
    for (const change of changes) {
      const outcome = await client.undo(change.file, change.before, change.hash);
      if (!outcome.ok) return setError(outcome.error);
    }
    onUndone();
  };
  return (
    <div className="diff" data-testid="saved-diff">
      <p>Saved. <button type="button" onClick={undo}>Undo</button></p>
      {error && <p role="alert">Undo failed: {error}</p>}
      {changes.map((change) => (
        <div key={change.file}>
          <strong>{change.file}</strong>
          {change.diff.map((hunk, i) => (
            <pre key={i} className="diff__hunk">
              {hunk.lines.map((line, j) => (
                <span key={j} className={line.startsWith('+') ? 'diff__add' : line.startsWith('-') ? 'diff__del' : undefined}>{line}{'\n'}</span>
              ))}
            </pre>
          ))}
        </div>
      ))}
    </div>
  );
}
