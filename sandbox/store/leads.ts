// Leads: what POST /api/lead saves. Ids start at 100 001 so they look like a real sequence.
import type { LeadRequest } from '../../src/generated/api.ts';
import { nextCounter, prepared, transaction, type Database } from '../db.ts';
import type { Tokens } from '../tokens.ts';
import type { LeadIds } from '../../src/variants/leadIds.ts';

export interface LeadRow {
  id: number;
  token: string;
}

export const LEAD_ID_BASE = 100_000;

export function insertLead(db: Database, tokens: Tokens, lead: LeadRequest): LeadRow {
  return transaction(db, () => insertLeadRow(db, tokens, lead));
}

function insertLeadRow(db: Database, tokens: Tokens, lead: LeadRequest): LeadRow {
  const id = LEAD_ID_BASE + nextCounter(db, 'lead');
  const leadToken = tokens.token('lead', id);
  prepared(
    db,
    `INSERT INTO leads (id, token, nome, email, telefone, renda_mensal, campanha_id, compra_id, categoria_id, tipo, empresa_id, referral_code, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run([
    id,
    leadToken,
    lead.nome,
    lead.email,
    lead.telefone,
    lead.rendaMensal,
    lead.campanhaId,
    lead.compraId,
    lead.categoriaId,
    lead.tipo,
    lead.empresaId,
    lead.referralCode ?? null,
    new Date().toISOString(),
  ]);
  return { id, token: leadToken };
}

export function leadExists(db: Database, id: number): boolean {
  return prepared(db, 'SELECT 1 AS found FROM leads WHERE id = ?').all([id]).length > 0;
}

/** The campaign ids a lead was saved with (they decide its campaign discount); undefined for an unknown lead. */
export function leadCampaign(db: Database, id: number): LeadIds | undefined {
  const [row] = prepared(db, 'SELECT campanha_id, compra_id, empresa_id FROM leads WHERE id = ?').all([id]);
  return row ? { campanhaId: Number(row.campanha_id), compraId: Number(row.compra_id), empresaId: Number(row.empresa_id) } : undefined;
}
