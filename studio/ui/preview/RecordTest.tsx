// The preview's "Record a test" panel: restarts the frame at the first message, records what the
// editor does in it, and saves the result as flows/tests/<file>.yaml through the studio endpoint
// (written only if flows:test accepts and passes it), shows the file's diff with an Undo, or offers
// it to copy or download.
import { useEffect, useState, type RefObject } from 'react';
import { studioClient, type EditAnswer } from '../../contract/studioClient.ts';
import { DiagnosticList } from '../DiagnosticList.tsx';
import { DiffView } from '../fields/DiffView.tsx';
import { conversationTestYaml, recordChat, type RecordedItem } from './recordTest.ts';

const client = studioClient();

export function RecordTest({ frame, route, onStart }: { frame: RefObject<HTMLIFrameElement | null>; route: string; onStart: () => void }) {
  const [items, setItems] = useState<RecordedItem[]>();
  const [run, setRun] = useState(0);
  const [name, setName] = useState('a recorded conversation');
  const [fileName, setFileName] = useState('recorded-conversation');
  const [saved, setSaved] = useState<EditAnswer | { status: 0 }>();
  // After the parent swapped in the restarted frame: watch each document it loads.
  // A passive effect: it runs once every ref of the commit, the new frame's included, is set.
  useEffect(() => {
    const element = frame.current;
    if (!run || !element) return;
    let stop: (() => void) | undefined;
    const attach = () => {
      stop?.();
      if (element.contentDocument) stop = recordChat(element.contentDocument, (item) => setItems((list) => [...(list ?? []), item]));
    };
    element.addEventListener('load', attach);
    // Already loaded before this effect ran (a fast dev server): attach now.
    if (element.contentDocument?.readyState === 'complete' && element.contentWindow?.location.search.includes('record=')) attach();
    return () => {
      element.removeEventListener('load', attach);
      stop?.();
    };
  }, [run, frame]);
  const start = () => {
    setItems([]);
    setRun((n) => n + 1);
    onStart();
  };
  const yamlText = items ? conversationTestYaml(name, route, items) : '';
  // A new file is saved as one (hash null: refused if it exists); a 409 names the existing file's
  // hash, and "Replace it" sends that hash back (every write names the version it started from).
  const save = async (hash: string | null = null) => {
    setSaved({ status: 0 });
    setSaved(await client.saveTest(fileName, yamlText, hash));
  };
  return (
    <section className="record-test" data-testid="record-test">
      <button type="button" onClick={start}>
        {items ? 'Record again' : 'Record a test'}
      </button>
      {items && (
        <>
          <label>
            Test name <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <textarea aria-label="Recorded test" readOnly value={yamlText} rows={12} />
          <label>
            File flows/tests/
            <input
              aria-label="Test file name"
              value={fileName}
              onChange={(e) => {
                setFileName(e.target.value);
                setSaved(undefined);
              }}
              size={24}
            />
            .yaml
          </label>
          <button type="button" onClick={() => save()} disabled={saved?.status === 0}>
            Save as a test
          </button>
          <SaveResult saved={saved} file={`flows/tests/${fileName}.yaml`} onReplace={save} onUndone={() => setSaved(undefined)} />
          <a href={`data:text/yaml;charset=utf-8,${encodeURIComponent(yamlText)}`} download={`${fileName}.yaml`}>
            Download instead
          </a>
        </>
      )}
    </section>
  );
}

function SaveResult({
  saved,
  file,
  onReplace,
  onUndone,
}: {
  saved?: EditAnswer | { status: 0 };
  file: string;
  onReplace: (hash: string) => void;
  onUndone: () => void;
}) {
  if (!saved || saved.status === 0) return null;
  if ('ok' in saved && saved.ok) {
    return (
      <>
        <p role="status" data-testid="test-saved">
          Saved {file}: <code>npm run flows:test</code> runs it.
        </p>
        <DiffView changes={saved.files} onUndone={onUndone} />
      </>
    );
  }
  if (saved.status === 422)
    return (
      <div role="alert">
        Not saved: {saved.error}
        <DiagnosticList diagnostics={saved.diagnostics} />
      </div>
    );
  if (saved.status === 409) {
    return (
      <p role="alert">
        {file} already exists. Pick another name, or{' '}
        <button type="button" onClick={() => onReplace(saved.conflicts[0].hash)}>
          Replace it
        </button>
      </p>
    );
  }
  return <p role="alert">Not saved: {'error' in saved ? saved.error : ''}</p>;
}
