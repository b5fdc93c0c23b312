// Word-check rejections and survey answers: written for later analysis, never read back by the API.
import type { PesquisaRequest } from '../../src/generated/api.ts';
import { nextCounter, transaction, type Database } from '../db.ts';

export function insertWordRejection(db: Database, texto: string, motivo: string): void {
  transaction(db, () => db.run('INSERT INTO word_rejections (id, texto, motivo, created_at) VALUES (?, ?, ?, ?)', [
    nextCounter(db, 'rejeicao'), texto, motivo, new Date().toISOString(),
  ]));
}

export function insertSurvey(db: Database, survey: PesquisaRequest): number {
  return transaction(db, () => insertSurveyRow(db, survey));
}

function insertSurveyRow(db: Database, survey: PesquisaRequest): number {
  const id = nextCounter(db, 'pesquisa');
  db.run('INSERT INTO surveys (id, proposta_id, lead_id, dados, created_at) VALUES (?, ?, ?, ?, ?)', [
    id, survey.propostaId ?? null, survey.leadId ?? null, JSON.stringify(survey), new Date().toISOString(),
  ]);
  return id;
}
