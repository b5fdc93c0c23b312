// Issue 15 item 1: a data folder written before proposals and payments had random public ids
// (database version 1) keeps working: its rows get random ids when the sandbox opens it.
import sqlite from 'node-sqlite3-wasm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, DB_FILE, DB_VERSION, openDatabase } from '../../sandbox/db.ts';
import { proposalByToken } from '../../sandbox/store/proposals.ts';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sandbox database version 2', () => {
  it('gives the proposals and payments of an older data folder random public ids', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-v1-'));
    const old = new sqlite.Database(join(dataDir, DB_FILE));
    old.exec(`
      CREATE TABLE proposals (id INTEGER PRIMARY KEY, contrato TEXT NOT NULL, token TEXT NOT NULL UNIQUE, lead_id INTEGER,
        plano_id INTEGER NOT NULL, bem_id INTEGER NOT NULL, empresa_id INTEGER, tipo_pessoa INTEGER NOT NULL, nome_razao TEXT NOT NULL,
        cpf_cnpj TEXT NOT NULL, email TEXT NOT NULL, cep TEXT NOT NULL, primeiro_pagamento INTEGER NOT NULL, formas TEXT NOT NULL,
        dados TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE payments (id INTEGER PRIMARY KEY, proposal_id INTEGER NOT NULL REFERENCES proposals(id), metodo TEXT NOT NULL,
        valor INTEGER NOT NULL, status TEXT NOT NULL, detalhes TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO proposals VALUES (500001, '2025000001', '${'a'.repeat(32)}', 1, 1, 1, NULL, 0, 'Maria', '52998224725', 'm@x.br', '01310100', 100, '[5]', '{"cidade":"SP"}', '2025-01-01');
      INSERT INTO proposals VALUES (500002, '2025000002', '${'b'.repeat(32)}', 1, 1, 1, NULL, 0, 'Ana', '52998224725', 'a@x.br', '01310100', 100, '[5]', '{"cidade":"SP"}', '2025-01-01');
      INSERT INTO payments VALUES (1, 500001, 'pix', 100, 'pendente', '{}', '2025-01-01');
    `);
    old.close();

    const db = openDatabase(dataDir);
    try {
      const [a, b] = ['a', 'b'].map((c) => proposalByToken(db, c.repeat(32))!);
      for (const id of [a.publicId, b.publicId]) expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(a.publicId).not.toBe(b.publicId);
      expect(a.contrato).toBe('2025000001');
      expect(String(db.all('SELECT public_id FROM payments')[0].public_id)).toMatch(/^[0-9a-f]{32}$/);
      expect(Number(db.all('PRAGMA user_version')[0].user_version)).toBe(DB_VERSION);
    } finally {
      closeDatabase(db);
    }
  });
});
