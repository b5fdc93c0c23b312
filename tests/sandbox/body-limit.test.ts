// Issue 15, item 4: request bodies are limited (64 KB → 413 with a Portuguese message, whether
// the size is announced or streamed), and JSON endpoints want Content-Type: application/json (415).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD, POST_PATHS, startSandbox, type RunningSandbox } from './sandbox.ts';
import { seedProposal } from './seed.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

const TOO_BIG = { message: 'O corpo da requisição passa do limite de 64 KB.', code: 'CORPO_MUITO_GRANDE' };
const leadWithPadding = (bytes: number) => JSON.stringify({ ...LEAD, nome: 'x'.repeat(bytes) });

describe('item 4: body limit and content type', () => {
  it('answers 413 in Portuguese to a body over 64 KB, on every POST endpoint', async () => {
    expect(POST_PATHS.length).toBeGreaterThan(8);
    for (const path of POST_PATHS) {
      const res = await sb.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: leadWithPadding(100 * 1024) });
      expect(res.status, path).toBe(413);
      expect(await res.json()).toEqual(TOO_BIG);
    }
  });

  it('stops a streamed body without Content-Length once it passes the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 10 MB if nobody stopped reading.
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await sb.request('/api/lead', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_BIG);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
  });

  it('reads a body just under the limit as usual (here a 400 for a too-long name, not a 413)', async () => {
    const res = await sb.request('/api/lead', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: leadWithPadding(60 * 1024) });
    expect(res.status).toBe(400);
  });

  it('answers 415 to a JSON endpoint called without Content-Type: application/json', async () => {
    const body = JSON.stringify(LEAD);
    for (const headers of [{ 'Content-Type': 'text/plain' }, { 'Content-Type': 'application/x-www-form-urlencoded' }, {} as Record<string, string>]) {
      const res = await sb.request('/api/lead', { method: 'POST', headers, body });
      expect(res.status, JSON.stringify(headers)).toBe(415);
      expect(await res.json()).toEqual({ message: 'Envie o corpo da requisição como JSON (Content-Type: application/json).', code: 'TIPO_NAO_SUPORTADO' });
    }
    const withCharset = await sb.request('/api/lead', { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body });
    expect(withCharset.status).toBe(200);
  });

  it('still takes the bare-string bodies (token, word check) as text/plain, as the contract says', async () => {
    const proposal = await seedProposal(sb);
    expect((await sb.request('/api/pagamento/pix', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: proposal.propostaToken })).status).toBe(
      200,
    );
    expect((await sb.request('/api/lead/validar-palavras', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'Maria' })).status).toBe(200);
    expect((await sb.request('/api/pagamento/boleto', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: proposal.propostaToken })).status).toBe(
      415,
    );
  });
});
