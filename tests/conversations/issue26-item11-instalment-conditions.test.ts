// Issue 26 item 11: a Paga Metade choice was echoed as "80x de R$ 604,00" and the summary repeated
// "Parcela mensal: R$ 604,00" with no "até a contemplação"; the plan cards said "Taxa total 16,00%"
// while the instalment also carries the reserve fund and the insurance. The condition is now said
// where the number is: in the echo, right after the choice, in the summary, and on the card.
import { afterEach, describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/domain/money.ts';
import type { Journey } from './harness.ts';
import { atPlans, choosePlan, fillHolder, offers } from './plansSetup.ts';

const NBSP = /\u00a0/g;
const said = (j: Journey) => j.transcript().map((line) => line.replace(NBSP, ' '));

describe('issue 26 item 11: words that promise no more than the plan', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('Paga Metade: the echo, the choice and the summary say the instalment holds until contemplation', async () => {
    j = await atPlans({ categoriaId: 21 });
    const offer = offers(j)[0];
    const half = offer.planosTipos.find((p) => p.name === 'Paga Metade')!;
    const instalment = formatBRL(half.valorParcela).replace(NBSP, ' ');
    await choosePlan(j, 0, 'Paga Metade');
    await j.at('proposal-confirm-infos');
    expect(said(j)).toContain(
      `you: Paga Metade: crédito de ${formatBRL(offer.bemValor).replace(NBSP, ' ')}, parcela de ${instalment} até a contemplação (prazo de ${offer.planoMeses} meses)`,
    );
    expect(said(j).join('\n')).not.toMatch(new RegExp(`\\d+x de ${instalment.replace(/[.$]/g, '\\$&')}`));
    expect(said(j)).toContain(
      `bot: Nesse plano, a parcela de ${instalment} vale até a contemplação. Depois dela, a parcela aumenta para completar o valor do plano.`,
    );
    await j.click('SEGUIR COM ESSE PLANO');
    await fillHolder(j);
    const summary = said(j).findIndex((line) => line.startsWith('bot: Resumo do plano'));
    expect(said(j)[summary + 1]).toBe(
      `bot: No plano Paga Metade, a parcela mensal de ${instalment} vale até a contemplação. Depois dela, a parcela aumenta para completar o valor do plano.`,
    );
  });

  it('Integral keeps its whole-term wording: no contemplation condition', async () => {
    j = await atPlans();
    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    expect(said(j).join('\n')).toMatch(/you: Integral: crédito de R\$ [\d.]+,00 em 80x de R\$ [\d.]+,\d\d/);
    expect(said(j).join('\n')).not.toContain('até a contemplação');
  });
});
