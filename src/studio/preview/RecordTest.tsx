// The preview's "Record a test" panel: restarts the frame at the first message, records what the
// editor does in it, and offers the result as a conversation test file to save under flows/tests/.
import { useEffect, useState, type RefObject } from 'react';
import { conversationTestYaml, recordChat, type RecordedItem } from './recordTest.ts';

export function RecordTest({ frame, route, onStart }: { frame: RefObject<HTMLIFrameElement | null>; route: string; onStart: () => void }) {
  const [items, setItems] = useState<RecordedItem[]>();
  const [run, setRun] = useState(0);
  const [name, setName] = useState('a recorded conversation');
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
  return (
    <section className="record-test" data-testid="record-test">
      <button type="button" onClick={start}>{items ? 'Record again' : 'Record a test'}</button>
      {items && (
        <>
          <label>Test name <input value={name} onChange={(e) => setName(e.target.value)} /></label>
          <textarea aria-label="Recorded test" readOnly value={yamlText} rows={12} />
          <a href={`data:text/yaml;charset=utf-8,${encodeURIComponent(yamlText)}`} download="recorded.yaml">Download as flows/tests/recorded.yaml</a>
        </>
      )}
    </section>
  );
}
