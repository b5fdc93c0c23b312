// Word-check rejections and survey answers: written for later analysis, never read back by the API.
import type { PesquisaRequest } from '../../src/generated/api.ts';
import { nextCounter, prepared, transaction, type Database } from '../db.ts';
import { proposalByPublicId } from './proposals.ts';

/** Rejections kept: the latest ones only, so one client looping on the word check cannot fill the disk. */
export const WORD_REJECTIONS_KEPT = 1000;

export function insertWordRejection(db: Database, texto: string, motivo: string): void {
  transaction(db, () => {
    const id = nextCounter(db, 'rejeicao');
    prepared(db, 'INSERT INTO word_rejections (id, texto, motivo, created_at) VALUES (?, ?, ?, ?)').run([id, texto, motivo, new Date().toISOString()]);
    prepared(db, 'DELETE FROM word_rejections WHERE id <= ?').run([id - WORD_REJECTIONS_KEPT]);
  });
}

export function insertSurvey(db: Database, survey: PesquisaRequest): number {
  return transaction(db, () => insertSurveyRow(db, survey));
}

function insertSurveyRow(db: Database, survey: PesquisaRequest): number {
  // The survey names the proposal by its public id; the table keeps the internal row id.
  const proposalRowId = survey.propostaId ? proposalByPublicId(db, survey.propostaId)?.id : undefined;
  const id = nextCounter(db, 'pesquisa');
  db.run('INSERT INTO surveys (id, proposta_id, lead_id, dados, created_at) VALUES (?, ?, ?, ?, ?)', [
    id,
    proposalRowId ?? null,
    survey.leadId ?? null,
    JSON.stringify(survey),
    new Date().toISOString(),
  ]);
  return id;
}
