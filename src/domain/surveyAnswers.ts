// The survey record (spec sections 3 and 4): where the visitor heard of us, the purchase score,
// whether specialists helped and, only then, their score. Scores are 1 to 5 (section 9).
import pesquisaRequest from '../../schemas/api/pesquisa.request.schema.json';
import type { PesquisaRequest } from '../generated/api.ts';

export type SurveyMedia = PesquisaRequest['midia'];
/** The API's codes for where the visitor heard of us: its request schema is their one source
 *  (the survey flow's options set them; the generated type follows the same list). */
export const SURVEY_MEDIA = pesquisaRequest.properties.midia.enum as readonly SurveyMedia[];

export interface SurveyState {
  midia: string;
  csatcompra: number;
  humano: boolean;
  csatinsidesales: number;
}

export interface SurveyAnswers {
  midia: SurveyMedia;
  csatcompra: number;
  humano: boolean;
  /** The specialists' score; null when they did not help. */
  csatinsidesales: number | null;
}

/** The answers to send, or null when the survey was not completed (unknown media, score out of range). */
export function surveyAnswers(survey: SurveyState): SurveyAnswers | null {
  const midia = SURVEY_MEDIA.find((m) => m === survey.midia);
  if (!midia || !isScore(survey.csatcompra)) return null;
  if (survey.humano && !isScore(survey.csatinsidesales)) return null;
  return { midia, csatcompra: survey.csatcompra, humano: survey.humano, csatinsidesales: survey.humano ? survey.csatinsidesales : null };
}

function isScore(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}
