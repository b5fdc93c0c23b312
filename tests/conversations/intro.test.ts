import { afterEach, describe, expect, it } from 'vitest';
import { startJourney, type Journey } from './harness.ts';

describe('intro', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('greets, then SIMULAR AGORA checks the API and starts the lead phase', async () => {
    j = await startJourney();
    await j.at('copy-message-2');
    expect(j.transcript().join('\n')).toContain('sem juros');
    await j.click('SIMULAR AGORA');
    await j.at('lead-select-category');
    expect(j.transcript()).toContain('you: SIMULAR AGORA');
  });

  it('goes to error-general when the health check fails and restarts from copy-message-2', async () => {
    let healthy = false;
    j = await startJourney({ actions: { healthCheck: () => ({ outcome: healthy ? 'ok' : 'error' }) } });
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await j.at('error-general');
    expect(j.lastBotTexts()).toEqual(['Desculpe, estamos passando por instabilidades. Tente novamente mais tarde.']);
    expect(j.options()).toEqual(['TENTAR NOVAMENTE', 'FALAR COM OS ESPECIALISTAS']);

    await j.click('FALAR COM OS ESPECIALISTAS');
    expect(j.opened).toEqual([j.conversation.variant.linkWhatsApp]);

    healthy = true;
    await j.click('TENTAR NOVAMENTE');
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await j.at('lead-select-category');
  });
});
