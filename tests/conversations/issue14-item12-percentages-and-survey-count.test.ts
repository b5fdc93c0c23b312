// Issue 14 item 12: every percentage reads the pt-BR way with one formatter (the summary said
// "16% no total" where the plan card and the plan details say "16,00%"), and the survey intro does
// not promise a number of questions the flow does not keep ("São só 3 perguntas", then 4 on SIM).
import { afterEach, describe, expect, it } from 'vitest';
import { formatPercent } from '../../src/domain/percent.ts';
import { monthlyFeeLabel } from '../../src/domain/planOffer.ts';
import { startJourney, type Journey } from './harness.ts';
import { startAtPayment } from './paymentFixture.ts';
import { atHolder, fillHolder } from './plansSetup.ts';

describe('issue 14 item 12: one pt-BR percentage formatter', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('formats with comma decimals and fixed places per kind of figure', () => {
    expect(formatPercent(16)).toBe('16,00%');
    expect(formatPercent(0.035, 4)).toBe('0,0350%');
    expect(formatPercent(1234.5)).toBe('1.234,50%');
    expect(formatPercent(50, 0)).toBe('50%');
    expect(monthlyFeeLabel(16, 80)).toBe('0,2000%');
  });

  it('the plan summary reads the fee as the plan card and the plan details do: 16,00% (0,2000% ao mês)', async () => {
    j = await atHolder();
    await fillHolder(j);
    const summary = j.transcript().find((line) => line.startsWith('bot: Resumo do plano')) ?? '';
    expect(summary).toContain('Taxa de administração: 16,00% no total (0,2000% ao mês)');
    // The plan card's label, from the same formatter (tests/e2e/plans.spec.ts checks it on screen).
    expect(`Taxa de administração ${formatPercent(16)} (${monthlyFeeLabel(16, 80)} a.m.)`).toBe('Taxa de administração 16,00% (0,2000% a.m.)');
    await j.click('DETALHES DO PLANO');
    await j.at('proposal-terms');
    expect(j.lastBotTexts().join('\n')).toContain('Taxa de administração total de 16,00% (0,2000% ao mês)');
  });

  it('the discount message keeps the whole-number rate: 50% de desconto', async () => {
    j = await atHolder({ variant: 'performance' });
    expect(j.transcript()).toContain('bot: E tenho uma ótima notícia: você ganhou 50% de desconto na primeira parcela! 🎁');
  });
});

describe('issue 14 item 12: the survey intro promises no question count the flow does not keep', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('says it is quick without a number, and SIM asks four questions', async () => {
    j = await startJourney();
    await startAtPayment(j);
    await j.goTo('pesquisa-inicio');
    await j.at('pesquisa-inicio');
    const intro = j.lastBotTexts().join('\n');
    expect(intro).toBe('Antes de você ir: pode responder uma pesquisa rapidinha? Leva menos de um minuto. 😊');
    expect(intro).not.toMatch(/\d+\s+perguntas|(uma|duas|três|quatro)\s+perguntas/i);

    await j.click('VAMOS LÁ');
    const asked = new Set<string>();
    for (const answer of ['GOOGLE', '5', 'SIM', '4']) {
      asked.add(j.conversation.currentStep.value!);
      await j.click(answer);
    }
    await j.at('pesquisa-algo-mais');
    // Four distinct questions on this path: any number in the intro would have to be 4 here and 3 on NÃO.
    expect([...asked]).toEqual(['pesquisa-midia', 'pesquisa-nota', 'pesquisa-humanos', 'pesquisa-humanos-pontuacao']);
  });
});
