import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, setApiClient } from '../../src/api/index.ts';
import { startJourney, type Journey } from './harness.ts';
import { startAtPayment } from './paymentFixture.ts';

/** A journey after a purchase (lead and proposal exist), at the survey's first question. */
async function atSurvey(j: Journey) {
  const seeded = await startAtPayment(j);
  await j.goTo('pesquisa-inicio');
  await j.at('pesquisa-inicio');
  expect(j.options()).toEqual(['VAMOS LÁ', 'AGORA NÃO']);
  await j.click('VAMOS LÁ');
  await j.at('pesquisa-midia');
  return seeded;
}

/** The survey records the sandbox stored. */
function storedSurveys(j: Journey): unknown[] {
  const rows = j.sandbox.sandbox.db.all('SELECT dados FROM surveys ORDER BY id') as Array<{ dados: string }>;
  return rows.map((row) => JSON.parse(row.dados));
}

describe('survey', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('NÃO to the specialists ends the survey: answers stored and sent as the Pesquisa event', async () => {
    j = await startJourney();
    const seeded = await atSurvey(j);
    expect(j.options()).toEqual(['TV', 'FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'GOOGLE', 'E-MAIL', 'INDICAÇÃO', 'LIVE', 'OUTROS']);
    await j.click('INDICAÇÃO');
    await j.at('pesquisa-nota');
    expect(j.options()).toEqual(['1', '2', '3', '4', '5']);
    await j.click('4');
    await j.at('pesquisa-humanos');
    expect(j.options()).toEqual(['SIM', 'NÃO']);
    await j.click('NÃO');
    await j.at('pesquisa-algo-mais');
    expect(j.lastBotTexts()[0]).toContain('Muito obrigado pelas respostas!');

    expect(j.events.filter((e) => e.event === 'Pesquisa').map((e) => e.data)).toEqual([{ midia: 'INDICAÇÃO', csatcompra: 4, humano: false }]);
    expect(storedSurveys(j)).toEqual([
      { midia: 'INDICAÇÃO', csatcompra: 4, humano: false, csatinsidesales: null, propostaId: seeded.propostaId, leadId: seeded.leadId },
    ]);

    await j.click('NÃO, OBRIGADO');
    await j.at('pesquisa-ate-mais');
    expect(j.lastBotTexts()).toEqual(['Até mais, Maria! Foi um prazer te ajudar. 👋']);
    expect(j.conversation.pending.value).toBeNull();
  });

  it('SIM asks the specialists’ score with the custom layout, then ends the same way', async () => {
    j = await startJourney();
    await atSurvey(j);
    await j.click('GOOGLE');
    await j.click('5');
    await j.at('pesquisa-humanos');
    await j.click('SIM');
    await j.at('pesquisa-humanos-pontuacao');
    expect(j.conversation.pending.value).toMatchObject({ kind: 'options', layout: 'custom' });
    expect(j.options()).toEqual(['1', '2', '3', '4', '5']);
    await j.click('3');
    await j.at('pesquisa-algo-mais');
    expect(j.events.filter((e) => e.event === 'Pesquisa').map((e) => e.data)).toEqual([{ midia: 'GOOGLE', csatcompra: 5, humano: true, csatinsidesales: 3 }]);
    expect(storedSurveys(j)).toMatchObject([{ midia: 'GOOGLE', csatcompra: 5, humano: true, csatinsidesales: 3 }]);

    await j.click('FALAR COM OS ESPECIALISTAS');
    expect(j.opened).toEqual([j.conversation.variant.linkWhatsApp]);
    await j.click('NÃO, OBRIGADO');
    await j.at('pesquisa-ate-mais');
  });

  it('AGORA NÃO skips the survey without sending anything', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.goTo('pesquisa-inicio');
    await j.at('pesquisa-inicio');
    await j.click('AGORA NÃO');
    await j.at('pesquisa-algo-mais');
    expect(j.events.some((e) => e.event === 'Pesquisa')).toBe(false);
    expect(storedSurveys(j)).toEqual([]);
  });

  it('thanks the visitor even when the answers cannot be stored', async () => {
    j = await startJourney();
    await atSurvey(j);
    setApiClient(
      createApiClient({
        baseUrl: 'http://sandbox.test',
        appKey: j.sandbox.sandbox.config.appKey,
        fetch: async () => new Response(JSON.stringify({ message: 'fora do ar' }), { status: 503 }),
      }),
    );
    await j.click('TV');
    await j.click('1');
    await j.click('NÃO');
    await j.at('pesquisa-algo-mais');
    expect(j.lastBotTexts()[0]).toContain('Muito obrigado pelas respostas!');
    expect(j.events.filter((e) => e.event === 'Pesquisa')).toHaveLength(1);
    expect(storedSurveys(j)).toEqual([]);
  });
});
