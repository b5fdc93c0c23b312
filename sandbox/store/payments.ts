// Payments: one row per attempt. Card rows hold brand, last four digits and outcome only;
// the number and CVV never reach this table (nor any other).
import { nextCounter, type Database } from '../db.ts';
import { randomId } from '../tokens.ts';

export type PaymentMethod = 'pix' | 'boleto' | 'cartao';
/** cancelado: an open charge closed because another payment of its proposal was approved. */
export type PaymentStatus = 'pendente' | 'em_validacao' | 'aprovado' | 'recusado' | 'cancelado';

export interface PaymentRow<D = Record<string, unknown>> {
  /** Internal row id; never leaves the sandbox. */
  id: number;
  /** 128 random bits: what names the payment outside (the Pix txid is made from it). */
  publicId: string;
  proposalId: number;
  metodo: PaymentMethod;
  valor: number;
  status: PaymentStatus;
  detalhes: D;
}

export function insertPayment<D>(db: Database, p: Omit<PaymentRow<D>, 'id' | 'publicId'> & { id?: number; publicId?: string }): PaymentRow<D> {
  const id = p.id ?? nextPaymentId(db);
  const publicId = p.publicId ?? randomId();
  db.run('INSERT INTO payments (id, public_id, proposal_id, metodo, valor, status, detalhes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    id,
    publicId,
    p.proposalId,
    p.metodo,
    p.valor,
    p.status,
    JSON.stringify(p.detalhes),
    new Date().toISOString(),
  ]);
  return { ...p, id, publicId };
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

/** The approved payment of a proposal, if any (there is at most one). */
export function approvedPayment(db: Database, proposalId: number): PaymentRow | undefined {
  return toRow(db.get("SELECT * FROM payments WHERE proposal_id = ? AND status = 'aprovado' ORDER BY id LIMIT 1", [proposalId]));
}

/** The latest attempt of a method on a proposal, whatever its outcome. */
export function latestPayment<D>(db: Database, proposalId: number, metodo: PaymentMethod): PaymentRow<D> | undefined {
  return toRow<D>(db.get('SELECT * FROM payments WHERE proposal_id = ? AND metodo = ? ORDER BY id DESC LIMIT 1', [proposalId, metodo]));
}

/** A card payment that may still land: waiting for the acquirer (pendente) or the issuer's validation (em_validacao). */
export function liveCardPayment(db: Database, proposalId: number): PaymentRow | undefined {
  return toRow(
    db.get("SELECT * FROM payments WHERE proposal_id = ? AND metodo = 'cartao' AND status IN ('pendente', 'em_validacao') ORDER BY id DESC LIMIT 1", [
      proposalId,
    ]),
  );
}

/** Closes every other open charge of the proposal (Pix, boleto, a card waiting for an answer):
 * `payment` is its only live charge now. */
export function closeOtherCharges(db: Database, payment: { id: number; proposalId: number }): void {
  db.run("UPDATE payments SET status = 'cancelado' WHERE proposal_id = ? AND id <> ? AND status IN ('pendente', 'em_validacao')", [
    payment.proposalId,
    payment.id,
  ]);
}

/** Marks a payment approved and closes every other open charge of its proposal (Pix, boleto, pending card). */
export function approveAndCloseOthers(db: Database, payment: { id: number; proposalId: number }): void {
  db.run("UPDATE payments SET status = 'aprovado' WHERE id = ?", [payment.id]);
  closeOtherCharges(db, payment);
}

/** A payment found by a field of its details (the public document id of a QR code or boleto). */
export function paymentByDocument<D>(db: Database, metodo: PaymentMethod, documento: string): PaymentRow<D> | undefined {
  return toRow<D>(db.get("SELECT * FROM payments WHERE metodo = ? AND json_extract(detalhes, '$.documento') = ?", [metodo, documento]));
}

function toRow<D>(r: Record<string, unknown> | null): PaymentRow<D> | undefined {
  if (!r) return undefined;
  return {
    id: Number(r.id),
    publicId: String(r.public_id),
    proposalId: Number(r.proposal_id),
    metodo: r.metodo as PaymentMethod,
    valor: Number(r.valor),
    status: r.status as PaymentStatus,
    detalhes: JSON.parse(String(r.detalhes)) as D,
  };
}
