// Payments: one row per attempt. Card rows hold brand, last four digits and outcome only;
// the number and CVV never reach this table (nor any other).
import { nextCounter, type Database } from '../db.ts';

export type PaymentMethod = 'pix' | 'boleto' | 'cartao';
export type PaymentStatus = 'pendente' | 'aprovado' | 'recusado';

export interface PaymentRow<D = Record<string, unknown>> {
  id: number;
  proposalId: number;
  metodo: PaymentMethod;
  valor: number;
  status: PaymentStatus;
  detalhes: D;
}

export function insertPayment<D>(db: Database, p: Omit<PaymentRow<D>, 'id'> & { id?: number }): PaymentRow<D> {
  const id = p.id ?? nextPaymentId(db);
  db.run('INSERT INTO payments (id, proposal_id, metodo, valor, status, detalhes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    id, p.proposalId, p.metodo, p.valor, p.status, JSON.stringify(p.detalhes), new Date().toISOString(),
  ]);
  return { ...p, id };
}

export function nextPaymentId(db: Database): number {
  return nextCounter(db, 'pagamento');
}

/** The latest pending charge of a method for a proposal (Pix and boleto reuse it). */
export function pendingPayment<D>(db: Database, proposalId: number, metodo: PaymentMethod): PaymentRow<D> | undefined {
  return toRow<D>(db.get("SELECT * FROM payments WHERE proposal_id = ? AND metodo = ? AND status = 'pendente' ORDER BY id DESC LIMIT 1", [proposalId, metodo]));
}

export function isPaid(db: Database, proposalId: number): boolean {
  return db.get("SELECT 1 AS paid FROM payments WHERE proposal_id = ? AND status = 'aprovado'", [proposalId]) !== null;
}

/** A payment found by a field of its details (the public document id of a QR code or boleto). */
export function paymentByDocument<D>(db: Database, metodo: PaymentMethod, documento: string): PaymentRow<D> | undefined {
  return toRow<D>(db.get("SELECT * FROM payments WHERE metodo = ? AND json_extract(detalhes, '$.documento') = ?", [metodo, documento]));
}

function toRow<D>(r: Record<string, unknown> | null): PaymentRow<D> | undefined {
  if (!r) return undefined;
  return {
    id: Number(r.id), proposalId: Number(r.proposal_id), metodo: r.metodo as PaymentMethod, valor: Number(r.valor),
    status: r.status as PaymentStatus, detalhes: JSON.parse(String(r.detalhes)) as D,
  };
}

/** The card attempt a client's Idempotency-Key already made for this proposal, if any. */
export function cardPaymentByKey<D>(db: Database, proposalId: number, key: string): PaymentRow<D> | undefined {
  return toRow<D>(db.get("SELECT * FROM payments WHERE proposal_id = ? AND metodo = 'cartao' AND json_extract(detalhes, '$.chave') = ? ORDER BY id LIMIT 1", [proposalId, key]));
}

/**
 * What GET /api/pagamento/status reports: the proposal's approved payment, else the card attempt
 * with this key (when given), else its latest card attempt.
 */
export function paymentStatusRow<D>(db: Database, proposalId: number, key?: string): PaymentRow<D> | undefined {
  return toRow<D>(db.get("SELECT * FROM payments WHERE proposal_id = ? AND status = 'aprovado' ORDER BY id LIMIT 1", [proposalId]))
    ?? (key !== undefined
      ? cardPaymentByKey<D>(db, proposalId, key)
      : toRow<D>(db.get("SELECT * FROM payments WHERE proposal_id = ? AND metodo = 'cartao' ORDER BY id DESC LIMIT 1", [proposalId])));
}
