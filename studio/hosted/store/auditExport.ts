// The audit log as a file an admin downloads: JSON lines (one row per line, as stored, so the
// chain can be checked again outside) or CSV for a spreadsheet. The export is itself audited.
import { can, type Person } from '../auth/roles.ts';
import { type AuditEntry, appendAudit, listAudit } from './audit.ts';
import type { StudioStore } from './db.ts';
import { Refusal } from './refusal.ts';

export type AuditFormat = 'jsonl' | 'csv';

const COLUMNS = ['seq', 'at', 'actor', 'action', 'target', 'details', 'prev_hash', 'hash'] as const;

/** Every row, oldest first, a page at a time. */
function* allRows(store: StudioStore): Generator<AuditEntry> {
  let afterSeq = 0;
  for (;;) {
    const page = listAudit(store, { afterSeq, limit: 1000 });
    if (page.length === 0) return;
    yield* page;
    afterSeq = page[page.length - 1].seq;
  }
}

function jsonLine(entry: AuditEntry): string {
  const { seq, at, actor, action, target, details, prevHash, hash } = entry;
  return JSON.stringify({ seq, at, actor, action, target, details, prev_hash: prevHash, hash });
}

/** A text a spreadsheet program would run as a formula gets a quote before it (CSV injection). */
function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^'*[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvLine(entry: AuditEntry): string {
  return [entry.seq, entry.at, entry.actor, entry.action, entry.target, entry.details, entry.prevHash, entry.hash].map(csvCell).join(',');
}

/** The whole log for an admin; anyone else is refused. Records the export after writing it. */
export function exportAudit(store: StudioStore, by: Person, format: AuditFormat): string {
  if (!can(by, 'audit.export')) throw new Refusal('forbidden', 'Só administradores podem exportar o registro de auditoria.');
  const lines: string[] = format === 'csv' ? [COLUMNS.map(csvCell).join(',')] : [];
  let rows = 0;
  for (const entry of allRows(store)) {
    lines.push(format === 'csv' ? csvLine(entry) : jsonLine(entry));
    rows++;
  }
  appendAudit(store, { actor: by.email, action: 'export', target: 'audit', details: { format, rows } });
  // The byte-order mark makes Excel read the CSV as UTF-8 (accents).
  return format === 'csv' ? `\uFEFF${lines.join('\r\n')}\r\n` : lines.map((line) => `${line}\n`).join('');
}
