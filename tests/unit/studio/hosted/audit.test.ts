// The audit log (issue 24 item 9): append-only, hash-chained; a row edited in the file itself is
// found; SQLite refuses UPDATE and DELETE; admins export it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendAudit, auditHash, GENESIS_HASH, listAudit, verifyChain } from '../../../../studio/hosted/store/audit.ts';
import { exportAudit } from '../../../../studio/hosted/store/auditExport.ts';
import { canonicalJson } from '../../../../studio/hosted/store/canonicalJson.ts';
import { closeStudioStore, STUDIO_DB_FILE } from '../../../../studio/hosted/store/db.ts';
import { tempStore, type TestStore } from './hostedStore.ts';

let t: TestStore;
beforeEach(() => {
  t = tempStore();
  appendAudit(t.store, { actor: 'admin@x.com', action: 'invite', target: 'bia@x.com', details: { role: 'editor' } });
  appendAudit(t.store, { actor: 'bia@x.com', action: 'save', target: 'draft-marker-aaaa', details: { commit: 'c0ffee', files: ['variants/rota99.yaml'] } });
  appendAudit(t.store, { actor: 'caio@x.com', action: 'approve', target: 'draft-marker-cccc', details: { commit: 'c0ffee' } });
});
afterEach(() => t.cleanup());

/** Rewrites bytes of the database file, past SQLite and its triggers. */
function editFile(from: string, to: string): void {
  expect(to).toHaveLength(from.length);
  closeStudioStore(t.store);
  const file = join(t.dir, STUDIO_DB_FILE);
  const bytes = readFileSync(file);
  const at = bytes.indexOf(from);
  expect(at, `"${from}" is in the file`).toBeGreaterThan(-1);
  expect(bytes.indexOf(from, at + 1), `"${from}" is in the file once`).toBe(-1);
  bytes.write(to, at, 'utf8');
  writeFileSync(file, bytes);
  t.reopen();
}

describe('the chain', () => {
  it('links each row to the one before and verifies', () => {
    const rows = listAudit(t.store);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(rows[0].prevHash).toBe(GENESIS_HASH);
    expect(rows[1].prevHash).toBe(rows[0].hash);
    expect(rows[2].prevHash).toBe(rows[1].hash);
    const { prevHash, hash, ...row } = rows[1];
    expect(hash).toBe(auditHash(prevHash, row));
    expect(verifyChain(t.store)).toEqual({ ok: true, rows: 3, lastHash: rows[2].hash });
  });

  it('hashes canonical JSON: the order keys were written in does not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
    const entry = appendAudit(t.store, { actor: null, action: 'export', details: { z: 1, a: 2 } });
    expect(JSON.stringify(entry.details)).toBe('{"a":2,"z":1}');
  });

  it('an edited row (the file changed past the triggers) is found, by number', () => {
    editFile('draft-marker-aaaa', 'draft-marker-bbbb');
    expect(listAudit(t.store)[1].target).toBe('draft-marker-bbbb');
    expect(verifyChain(t.store)).toMatchObject({ ok: false, seq: 2, reason: 'hash', message: expect.stringContaining('nº 2') });
  });

  it('a row removed with the triggers dropped is found, and so is a rewritten link', () => {
    t.store.db.exec('DROP TRIGGER audit_no_delete; DELETE FROM audit WHERE seq = 2;');
    expect(verifyChain(t.store)).toMatchObject({ ok: false, seq: 2, reason: 'missing' });
  });

  it('a details text that is no longer JSON is found', () => {
    editFile('"commit":"c0ffee","files"', '"commit":"c0ffee";"files"');
    expect(verifyChain(t.store)).toMatchObject({ ok: false, seq: 2, reason: 'unreadable' });
  });
});

describe('append-only', () => {
  it('SQLite refuses UPDATE and DELETE of audit rows', () => {
    expect(() => t.store.db.run("UPDATE audit SET actor = 'outro@x.com' WHERE seq = 1")).toThrow(/append-only/);
    expect(() => t.store.db.run('DELETE FROM audit WHERE seq = 3')).toThrow(/append-only/);
    expect(() => t.store.db.run('DELETE FROM audit')).toThrow(/append-only/);
    expect(verifyChain(t.store)).toMatchObject({ ok: true, rows: 3 });
    // The store keeps working after a refused write.
    expect(appendAudit(t.store, { actor: null, action: 'export' }).seq).toBe(4);
  });

  it('the triggers are there again after a restart', () => {
    t.reopen();
    expect(() => t.store.db.run('DELETE FROM audit')).toThrow(/append-only/);
  });
});

describe('export', () => {
  const admin = { id: 'p_admin', email: 'admin@x.com', name: 'Admin', role: 'admin' as const, scope: null, disabled: false, createdAt: '' };

  it('as JSON lines, one row per line as stored, then records the export', () => {
    const text = exportAudit(t.store, admin, 'jsonl');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatchObject({ seq: 2, actor: 'bia@x.com', action: 'save', details: { commit: 'c0ffee' } });
    expect(lines[2].prev_hash).toBe(lines[1].hash);
    expect(listAudit(t.store).at(-1)).toMatchObject({ seq: 4, action: 'export', actor: 'admin@x.com', details: { format: 'jsonl', rows: 3 } });
    expect(verifyChain(t.store)).toMatchObject({ ok: true, rows: 4 });
  });

  it('as CSV for a spreadsheet, a formula-looking text defused', () => {
    appendAudit(t.store, { actor: null, action: 'sign_in_failed', target: '=HYPERLINK("http://x")', details: {} });
    const csv = exportAudit(t.store, admin, 'csv');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"seq","at","actor","action","target","details","prev_hash","hash"');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('is refused to anyone but an admin (403)', () => {
    for (const role of ['leitor', 'editor', 'revisor', 'publicador'] as const) {
      expect(() => exportAudit(t.store, { ...admin, role }, 'csv'), role).toThrow(expect.objectContaining({ status: 403 }));
    }
    expect(() => exportAudit(t.store, { ...admin, disabled: true }, 'csv')).toThrow(/Só administradores/);
    expect(listAudit(t.store)).toHaveLength(3);
  });
});
