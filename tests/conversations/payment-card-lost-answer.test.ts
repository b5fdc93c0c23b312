// Issue 15 item 2: a charged card must never be reported as refused. The sandbox approves the
// payment but its answer never reaches the app (network drop); the app asks for the payment's
// status and ends on the paid path. A retry after a lost answer resends the same Idempotency-Key.
import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../src/actions/payment/payWithCard.ts';
import { createApiClient, setApiClient } from '../../src/api/index.ts';
import { startJourney, type Journey } from './harness.ts';
import { cardForm, startAtPayment } from './paymentFixture.ts';

interface Sent {
  path: string;
  key: string | null;
}

/** The sandbox behind a network that loses the answers of the calls `drop` picks (after they ran). */
function lossyNetwork(j: Journey, drop: (path: string, nth: number) => boolean): Sent[] {
  const sent: Sent[] = [];
  setApiClient(
    createApiClient({
      baseUrl: 'http://sandbox.test',
      appKey: j.sandbox.sandbox.config.appKey,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        sent.push({ path, key: request.headers.get('Idempotency-Key') });
        const response = await j.sandbox.fetch(request);
        if (drop(path, sent.filter((s) => s.path === path).length)) throw new TypeError('Failed to fetch');
        return response;
      },
    }),
  );
  return sent;
}

async function submitCard(j: Journey, numero: string) {
  const outcome = await payWithCard(cardForm(numero), j.conversation.context);
  await j.conversation.complete(outcome);
  return outcome;
}

describe('issue 15 item 2: a lost card answer', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('is checked with the API and an approved card ends on the paid path, never "Pagamento recusado"', async () => {
    j = await startJourney();
    await startAtPayment(j);
    const sent = lossyNetwork(j, (path, nth) => path === '/api/pagamento/cartao' && nth === 1);
    await j.click('CARTÃO DE CRÉDITO');
    await j.at('payment-credit-card-select');
    expect(await submitCard(j, '4111 1111 1111 1111')).toBe('unconfirmed');
    await j.at('compra-finalizada');
    const texts = j.transcript().join('\n');
    expect(texts).toContain('Estou confirmando o seu pagamento');
    expect(texts).toContain('Pagamento aprovado! ✅');
    expect(texts).not.toContain('Pagamento recusado');
    const { autorizacao, status, chaveIdempotencia } = j.conversation.state.value.payment;
    expect(autorizacao).toMatch(/^\d{6}$/);
    expect(texts).toContain(`Código de autorização: ${autorizacao}.`);
    expect({ status, chaveIdempotencia }).toEqual({ status: 'sucesso', chaveIdempotencia: '' });
    expect(sent.find((s) => s.path === '/api/pagamento/cartao')?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(j.events.filter((e) => e.event === 'Pagamento Processado').map((e) => e.data)).toEqual([{ metodo: 'cartao_de_credito', status: 'sucesso' }]);
  });

  it('maps 409 "already paid" to the paid path', async () => {
    j = await startJourney();
    const seeded = await startAtPayment(j);
    // Another tab paid this proposal already.
    const other = createApiClient({
      baseUrl: 'http://sandbox.test',
      appKey: j.sandbox.sandbox.config.appKey,
      fetch: (i, init) => Promise.resolve(j.sandbox.fetch(new Request(i, init))),
    });
    await other.payCard(cardPayload(seeded.propostaId, seeded.propostaToken), 'other-tab-attempt');
    await j.click('CARTÃO DE CRÉDITO');
    await j.at('payment-credit-card-select');
    expect(await submitCard(j, '4111 1111 1111 1111')).toBe('unconfirmed');
    await j.at('compra-finalizada');
    expect(j.transcript().join('\n')).toContain('Pagamento aprovado! ✅');
    expect(j.transcript().join('\n')).not.toContain('Pagamento recusado');
  });

  for (const [metodo, label] of [
    ['pix', 'PIX'],
    ['boleto', 'boleto'],
  ] as const) {
    it(`when another tab paid by ${metodo}, says so and shows no empty authorisation code`, async () => {
      j = await startJourney();
      const seeded = await startAtPayment(j);
      // Another tab opened a ${metodo} charge and the bank settled it.
      const other = createApiClient({
        baseUrl: 'http://sandbox.test',
        appKey: j.sandbox.sandbox.config.appKey,
        fetch: (i, init) => Promise.resolve(j.sandbox.fetch(new Request(i, init))),
      });
      await (metodo === 'pix' ? other.payPix(seeded.propostaToken) : other.payBoleto(seeded.propostaToken));
      const settled = await j.sandbox.fetch(
        new Request(`http://sandbox.test/api/sandbox/liquidar/${metodo}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-App-Key': j.sandbox.sandbox.config.appKey },
          body: JSON.stringify(seeded.propostaToken),
        }),
      );
      expect(settled.status).toBe(200);
      await j.click('CARTÃO DE CRÉDITO');
      await j.at('payment-credit-card-select');
      expect(await submitCard(j, '4111 1111 1111 1111')).toBe('unconfirmed');
      await j.at('compra-finalizada');
      const texts = j.transcript().join('\n');
      expect(texts).toContain(`O pagamento desta proposta já foi confirmado por ${label} ✅, então nada foi cobrado no seu cartão.`);
      expect(texts).not.toContain('Código de autorização');
      expect(texts).not.toContain('Pagamento aprovado');
      expect(j.conversation.state.value.payment).toMatchObject({ metodo, status: 'sucesso' });
      expect(j.events.find((e) => e.event === 'purchase')?.data).toMatchObject({ payment_type: metodo });
    });
  }

  it('when nothing was charged, says so and the retry resends the same Idempotency-Key', async () => {
    j = await startJourney();
    await startAtPayment(j);
    // The first request never reaches the sandbox: drop it before it runs.
    let reached = 0;
    const sent: Sent[] = [];
    setApiClient(
      createApiClient({
        baseUrl: 'http://sandbox.test',
        appKey: j.sandbox.sandbox.config.appKey,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          const path = new URL(request.url).pathname;
          sent.push({ path, key: request.headers.get('Idempotency-Key') });
          if (path === '/api/pagamento/cartao' && reached++ === 0) throw new TypeError('Failed to fetch');
          return j.sandbox.fetch(request);
        },
      }),
    );
    await j.click('CARTÃO DE CRÉDITO');
    await j.at('payment-credit-card-select');
    expect(await submitCard(j, '4111 1111 1111 1111')).toBe('unconfirmed');
    await j.at('payment-not-charged');
    expect(j.transcript().join('\n')).not.toContain('Pagamento recusado');
    expect(j.options()).toEqual(['TENTAR NOVAMENTE', 'OUTRAS FORMAS DE PAGAMENTO', 'FALAR COM OS ESPECIALISTAS']);
    await j.click('TENTAR NOVAMENTE');
    await j.at('payment-credit-card-select');
    expect(await submitCard(j, '4111 1111 1111 1111')).toBe('approved');
    await j.at('compra-finalizada');
    const keys = sent.filter((s) => s.path === '/api/pagamento/cartao').map((s) => s.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('when the status cannot be read either, offers to check again, not to pay again', async () => {
    j = await startJourney();
    await startAtPayment(j);
    lossyNetwork(j, (path) => path === '/api/pagamento/cartao' || /^\/api\/proposta\/[^/]+\/pagamento$/.test(path));
    await j.click('CARTÃO DE CRÉDITO');
    await j.at('payment-credit-card-select');
    await submitCard(j, '4111 1111 1111 1111');
    await j.at('payment-check-failed');
    expect(j.options()).toEqual(['VERIFICAR NOVAMENTE', 'FALAR COM OS ESPECIALISTAS']);
    expect(j.transcript().join('\n')).not.toContain('Pagamento recusado');
    // The network is back: checking again finds the approval.
    lossyNetwork(j, () => false);
    await j.click('VERIFICAR NOVAMENTE');
    await j.at('compra-finalizada');
    expect(j.transcript().join('\n')).toContain('Pagamento aprovado! ✅');
  });
});

function cardPayload(propostaId: string, propostaToken: string) {
  return {
    cartaoBandeira: 'VISA',
    cartaoCodigoSeguranca: '123',
    cartaoCpfTitular: '52998224725',
    cartaoNomeTitular: 'OUTRA ABA',
    cartaoNumero: '4111111111111111',
    cartaoValidadeMes: '12',
    cartaoValidadeAno: '2030',
    cartaoParcelas: 1,
    cartaoId: '',
    propostaId,
    propostaToken,
  };
}
