import { surveyAnswers } from '../../domain/surveyAnswers.ts';
import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';

/**
 * pesquisa-finalizada: sends the answers as the Pesquisa event and stores them with
 * POST /api/pesquisa. The visitor is thanked either way: a lost survey is not their problem, so a
 * failed save is still `ok`, with the problem for the engine to report.
 */
export const submitSurvey = action(['ok'], async (ctx) => {
  const answers = surveyAnswers(ctx.state.survey);
  if (!answers) return { outcome: 'ok' };
  const { midia, csatcompra, humano, csatinsidesales } = answers;
  ctx.analytics.track('Pesquisa', { midia, csatcompra, humano, ...(csatinsidesales === null ? {} : { csatinsidesales }) });
  const api = await loadApi();
  try {
    await api.saveSurvey({ ...answers, propostaId: ctx.state.proposal.propostaId || null, leadId: idOrNull(ctx.state.lead.leadId) });
  } catch (error) {
    return { outcome: 'ok', problem: error };
  }
  return { outcome: 'ok' };
});

function idOrNull(id: string): number | null {
  return /^\d+$/.test(id) ? Number(id) : null;
}
