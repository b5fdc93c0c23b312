// Proposals and their tokens. The token is what every payment carries, so it must survive
// restarts: it is stored, not recomputed.
import type { PropostaRequest } from '../../src/generated/api.ts';
import { nextCounter, transaction, type Database } from '../db.ts';
import { randomId } from '../tokens.ts';

export interface ProposalRow {
  /** Internal row id (foreign keys); never leaves the sandbox. */
  id: number;
  /** propostaID: 128 random bits, the id the API shows (a reference; it grants nothing). */
  publicId: string;
  contrato: string;
  token: string;
  leadId: number;
  planoID: number;
  bemID: number;
  tipoPessoa: number;
  nomeRazao: string;
  cpfCnpj: string;
  email: string;
  cep: string;
  cidade: string;
  firstPayment: number;
  formas: Array<0 | 1 | 5>;
}

export const PROPOSAL_ID_BASE = 500_000;

export function insertProposal(db: Database, body: PropostaRequest, plan: { firstPayment: number; formas: Array<0 | 1 | 5> }, year: number): ProposalRow {
  return transaction(db, () => insertProposalRow(db, body, plan, year));
}

function insertProposalRow(db: Database, body: PropostaRequest, plan: { firstPayment: number; formas: Array<0 | 1 | 5> }, year: number): ProposalRow {
  const seq = nextCounter(db, 'proposta');
  const id = PROPOSAL_ID_BASE + seq;
  const row: ProposalRow = {
    id,
    publicId: randomId(),
    contrato: `${year}${String(seq).padStart(6, '0')}`,
    // 128 random bits: the token is what every payment call names the proposal by.
    token: randomId(),
    leadId: Number(body.leadId),
    planoID: body.planoID,
    bemID: body.bemID,
    tipoPessoa: body.tipoPessoa,
    nomeRazao: body.nomeRazao,
    cpfCnpj: body.cpfCnpj,
    email: body.email,
    cep: body.cep,
    cidade: body.cidade,
    firstPayment: plan.firstPayment,
    formas: plan.formas,
  };
  db.run(
    `INSERT INTO proposals (id, public_id, contrato, token, lead_id, plano_id, bem_id, empresa_id, tipo_pessoa, nome_razao, cpf_cnpj, email, cep,
       primeiro_pagamento, formas, dados, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      row.publicId,
      row.contrato,
      row.token,
      row.leadId,
      row.planoID,
      row.bemID,
      body.empresaId,
      row.tipoPessoa,
      row.nomeRazao,
      row.cpfCnpj,
      row.email,
      row.cep,
      row.firstPayment,
      JSON.stringify(row.formas),
      JSON.stringify(body),
      new Date().toISOString(),
    ],
  );
  return row;
}

export function proposalByToken(db: Database, propostaToken: string): ProposalRow | undefined {
  return toRow(db.get('SELECT * FROM proposals WHERE token = ?', [propostaToken]));
}

export function proposalById(db: Database, id: number): ProposalRow | undefined {
  return toRow(db.get('SELECT * FROM proposals WHERE id = ?', [id]));
}

/** The proposal a public id (propostaID) names: for references such as a survey's, never for access. */
export function proposalByPublicId(db: Database, publicId: string): ProposalRow | undefined {
  return toRow(db.get('SELECT * FROM proposals WHERE public_id = ?', [publicId]));
}

function toRow(r: Record<string, unknown> | null): ProposalRow | undefined {
  if (!r) return undefined;
  const dados = JSON.parse(String(r.dados)) as PropostaRequest;
  return {
    id: Number(r.id),
    publicId: String(r.public_id),
    contrato: String(r.contrato),
    token: String(r.token),
    leadId: Number(r.lead_id),
    planoID: Number(r.plano_id),
    bemID: Number(r.bem_id),
    tipoPessoa: Number(r.tipo_pessoa),
    nomeRazao: String(r.nome_razao),
    cpfCnpj: String(r.cpf_cnpj),
    email: String(r.email),
    cep: String(r.cep),
    cidade: dados.cidade,
    firstPayment: Number(r.primeiro_pagamento),
    formas: JSON.parse(String(r.formas)),
  };
}
