// /studio/copy: every visitor-facing text in one table (the copy deck), searchable and filtered by
// variant; export for a reviewer (XLSX/CSV from the dev endpoint), and import their file back:
// the per-cell diff first, then only the cells the editor accepts go through the edit engine.
import { useEffect, useMemo, useState } from 'react';
import { studioClient, type CellChange, type CopyDeckAnswer, type ImportAnswer } from '../../contract/studioClient.ts';
import { EditStatus, outcomeStatus, type EditStatusValue } from '../fields/EditableText.tsx';
import { useStudioData } from '../useStudioData.tsx';

const client = studioClient();
const cellKey = (c: Pick<CellChange, 'row' | 'column'>) => `${c.row}:${c.column}`;

export default function CopyDeck() {
  const { version } = useStudioData();
  const [deck, setDeck] = useState<CopyDeckAnswer>();
  const [refused, setRefused] = useState<string>();
  const [query, setQuery] = useState('');
  const [variant, setVariant] = useState('');
  // Follows the YAML like the other views (the studio's data version changes on every save).
  useEffect(() => void client.copyDeck().then((answer) => (answer.ok ? setDeck(answer) : setRefused(answer.error))), [version]);
  const rows = useMemo(() => {
    const words = query.toLowerCase().trim();
    return (deck?.rows ?? []).filter((row) => {
      if (variant && !(variant in row.overrides)) return false;
      if (!words) return true;
      return [row.id, row.default, ...Object.values(row.overrides)].some((t) => t.toLowerCase().includes(words));
    });
  }, [deck, query, variant]);
  if (!deck) return <p className="studio-loading">{refused ?? 'Loading the copy deck…'}</p>;
  return (
    <div className="copy-deck">
      <h1>Copy deck</h1>
      <p>
        Export for review:{' '}
        <a href={client.exportUrl('xlsx')} download>
          XLSX
        </a>{' '}
        ·{' '}
        <a href={client.exportUrl('csv')} download>
          CSV
        </a>
      </p>
      <ImportPanel />
      <div className="copy-deck__filters">
        <input type="search" aria-label="Search texts" placeholder="Search id or text" value={query} onChange={(e) => setQuery(e.target.value)} />
        <select aria-label="Variant filter" value={variant} onChange={(e) => setVariant(e.target.value)}>
          <option value="">All texts</option>
          {deck.variants.map((v) => (
            <option key={v} value={v}>
              overridden by {v}
            </option>
          ))}
        </select>
        <span className="muted">
          {rows.length} of {deck.rows.length} texts
        </span>
      </div>
      <table className="copy-deck__table" data-testid="copy-table">
        <thead>
          <tr>
            <th>id</th>
            <th>phase</th>
            <th>default</th>
            <th>{variant ? variant : 'overrides'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <code>{row.id}</code>
              </td>
              <td>{row.phase}</td>
              <td>{row.default}</td>
              <td>{variant ? row.overrides[variant] : Object.keys(row.overrides).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportPanel() {
  const [file, setFile] = useState<File>();
  const [plan, setPlan] = useState<ImportAnswer>();
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<EditStatusValue>({ kind: 'idle' });
  const format = (f: File) => (f.name.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');
  const review = async (chosen: File) => {
    setFile(chosen);
    setStatus({ kind: 'idle' });
    const answer = await client.importDeck(chosen, format(chosen), { dryRun: true });
    if (!('changes' in answer)) return setStatus({ kind: 'failed', error: answer.error });
    setPlan(answer);
    setAccepted(new Set(answer.changes.map(cellKey)));
  };
  const apply = async (updateTests = false) => {
    if (!file || !plan) return;
    setStatus({ kind: 'saving' });
    // Against the files as the dry run read them: one that changed since is refused (409), not overwritten.
    const answer = await client.importDeck(file, format(file), {
      hashes: plan.hashes,
      accept: plan.changes.filter((c) => accepted.has(cellKey(c))).map(({ row, column }) => ({ row, column })),
      ...(updateTests && { updateTests: true }),
    });
    if (!('changes' in answer)) return setStatus({ kind: 'failed', error: answer.error });
    if (answer.outcome) setStatus(outcomeStatus(answer.outcome));
    else setStatus({ kind: 'failed', error: answer.problems.map((p) => p.message).join('; ') || 'nothing to apply' });
    if (answer.outcome?.ok) setPlan(undefined);
  };
  const toggle = (key: string) =>
    setAccepted((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <section className="copy-import">
      <label>
        Import a reviewed file{' '}
        <input type="file" aria-label="Import a reviewed file" accept=".xlsx,.csv" onChange={(e) => e.target.files?.[0] && void review(e.target.files[0])} />
      </label>
      {plan && (
        <div data-testid="import-review">
          {plan.problems.length > 0 && (
            <ul role="alert">
              {plan.problems.map((p, i) => (
                <li key={i}>
                  Row {p.row}, column {p.column}
                  {p.id ? ` (${p.id})` : ''}: {p.message}
                </li>
              ))}
            </ul>
          )}
          {plan.changes.length === 0 ? (
            <p>No cell changed.</p>
          ) : (
            <table className="copy-import__diff">
              <thead>
                <tr>
                  <th>apply</th>
                  <th>cell</th>
                  <th>id</th>
                  <th>variant</th>
                  <th>before</th>
                  <th>after</th>
                </tr>
              </thead>
              <tbody>
                {plan.changes.map((c) => (
                  <tr key={cellKey(c)}>
                    <td>
                      <input type="checkbox" aria-label={`Apply ${c.column}${c.row}`} checked={accepted.has(cellKey(c))} onChange={() => toggle(cellKey(c))} />
                    </td>
                    <td>
                      {c.column} row {c.row}
                    </td>
                    <td>
                      <code>{c.id}</code>
                    </td>
                    <td>{c.variant}</td>
                    <td className="diff__del">{c.before}</td>
                    <td className="diff__add">{c.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {plan.changes.length > 0 && (
            <button type="button" onClick={() => apply()} disabled={accepted.size === 0 || status.kind === 'saving'}>
              Apply {accepted.size} accepted cells
            </button>
          )}
        </div>
      )}
      <EditStatus status={status} onUndone={() => setStatus({ kind: 'idle' })} onUpdateTests={() => apply(true)} />
    </section>
  );
}
