// Presence and soft locks per step (issue 25 item 6) on the in-process studio, the clock injected:
// two people on one step see each other (the second reads while the first edits), a take-over
// tells the first at once over their event stream and turns them to reading with the reason, and
// a lock left idle past two minutes goes to the next person who opens the step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_MS } from '../../../../studio/hosted/presence/hub.ts';
import { presenceSchema, validatorOf } from '../../../../studio/hosted/server/schemas.ts';
import { ORIGIN, type ServerFixture, serverFixtures } from './serverFixture.ts';

const eventShape = validatorOf(presenceSchema('PresenceEvent'));

const fixtures = serverFixtures();
let f: ServerFixture;
let clock = Date.now();
let ana: string;
let bruno: string;
let draftId: string;

beforeAll(async () => {
  f = await fixtures.make({ now: () => clock });
  const admin = await f.admin();
  ana = await f.person(admin, 'ana@example.com', 'editor');
  bruno = await f.person(admin, 'bruno@example.com', 'editor');
  draftId = (await f.call('POST', '/api/rascunhos', { cookie: ana })).body.draft.id;
}, 120_000);
afterAll(() => f.cleanup());

const presence = async (cookie: string, aba: string, etapa: string, acao: string) => {
  const answer = await f.call('POST', `/api/rascunhos/${draftId}/presenca`, { cookie, body: { aba, etapa, acao } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

/** Follows the draft's presence events for one tab; next() is the next event, whole. */
async function follow(cookie: string, aba: string) {
  const res = await f.fetch(`/api/rascunhos/${draftId}/presenca/eventos?aba=${aba}`, { headers: { cookie, origin: ORIGIN } });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<{ event: string; data: any }> {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
      const [block] = buffer.split('\n\n', 1);
      buffer = buffer.slice(block.length + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2) ?? '';
      const data = JSON.parse(field('data'));
      // Every event is what presence.schema.json's PresenceEvent says.
      expect(eventShape(data), JSON.stringify(eventShape.errors)).toBe(true);
      return { event: field('event'), data };
    },
    close: () => reader.cancel(),
  };
}

describe('presence on a step', () => {
  it('shows two people on one step to each other: the first edits, the second is offered to read', async () => {
    expect(await presence(ana, 'aba-ana-1', 'greet', 'abrir')).toMatchObject({ modo: 'editando', editor: null });
    const second = await presence(bruno, 'aba-bruno-1', 'greet', 'abrir');
    expect(second).toMatchObject({ modo: 'lendo', editor: { nome: 'Ana', email: 'ana@example.com', voce: false } });
    expect(second.pessoas).toEqual(
      expect.arrayContaining([
        { etapa: 'greet', nome: 'Ana', email: 'ana@example.com', modo: 'editando', voce: false, outraAba: false },
        { etapa: 'greet', nome: 'Bruno', email: 'bruno@example.com', modo: 'lendo', voce: true, outraAba: false },
      ]),
    );
    const first = await presence(ana, 'aba-ana-1', 'greet', 'pulso');
    expect(first.pessoas.find((p: { voce: boolean }) => !p.voce)).toMatchObject({ nome: 'Bruno', modo: 'lendo' });
    await presence(bruno, 'aba-bruno-1', 'greet', 'sair');
    await presence(ana, 'aba-ana-1', 'greet', 'sair');
  });

  it('tells the person at once when someone takes over their step, and turns them to reading', async () => {
    await presence(ana, 'aba-ana-2', 'ask', 'abrir');
    const stream = await follow(ana, 'aba-ana-2');
    expect((await stream.next()).data.pessoas).toEqual([
      { etapa: 'ask', nome: 'Ana', email: 'ana@example.com', modo: 'editando', voce: true, outraAba: false },
    ]);
    expect((await presence(bruno, 'aba-bruno-2', 'ask', 'abrir')).modo).toBe('lendo');
    await stream.next();
    expect((await presence(bruno, 'aba-bruno-2', 'ask', 'assumir')).modo).toBe('editando');
    const told = await stream.next();
    expect(told.event).toBe('assumido');
    expect(told.data).toMatchObject({ etapa: 'ask', por: { nome: 'Bruno' } });
    expect(told.data.aviso).toContain('Bruno assumiu a edição desta etapa');
    const now = await presence(ana, 'aba-ana-2', 'ask', 'pulso');
    expect(now).toMatchObject({ modo: 'lendo', editor: { nome: 'Bruno' }, aviso: told.data.aviso });
    await stream.close();
    await presence(bruno, 'aba-bruno-2', 'ask', 'sair');
  });

  it('tells your own other tab apart from another person: "você, em outra aba"', async () => {
    await presence(ana, 'aba-ana-4', 'bye', 'abrir');
    const stream = await follow(ana, 'aba-ana-4');
    await stream.next();
    const other = await presence(ana, 'aba-ana-5', 'bye', 'abrir');
    expect(other).toMatchObject({ modo: 'lendo', editor: { nome: 'Ana', voce: true } });
    expect(other.pessoas.find((p: { voce: boolean }) => !p.voce)).toMatchObject({ nome: 'Ana', modo: 'editando', outraAba: true });
    // To Bruno it is Ana, not him.
    const seen = await presence(bruno, 'aba-bruno-4', 'bye', 'abrir');
    expect(seen).toMatchObject({ editor: { nome: 'Ana', voce: false } });
    expect(seen.pessoas.filter((p: { outraAba: boolean }) => p.outraAba)).toEqual([]);
    await presence(bruno, 'aba-bruno-4', 'bye', 'sair');
    // Taking over from her own second tab: the first is told it was her, there (after the presence events before it).
    await presence(ana, 'aba-ana-5', 'bye', 'assumir');
    let told = await stream.next();
    while (told.event !== 'assumido') told = await stream.next();
    expect(told.data.aviso).toMatch(/^Você assumiu a edição desta etapa em outra aba às \d\d:\d\d\. Este editor ficou somente leitura/);
    await stream.close();
    await presence(ana, 'aba-ana-5', 'bye', 'sair');
  });

  it('lets an idle lock expire: two minutes without a heartbeat, the next person edits', async () => {
    await presence(ana, 'aba-ana-3', 'name', 'abrir');
    clock += IDLE_MS - 1_000;
    expect((await presence(bruno, 'aba-bruno-3', 'name', 'abrir')).modo).toBe('lendo');
    clock += 2_000;
    expect(await presence(bruno, 'aba-bruno-3', 'name', 'abrir')).toMatchObject({ modo: 'editando', editor: null });
    // Ana comes back: Bruno holds the step now, so she reads.
    expect(await presence(ana, 'aba-ana-3', 'name', 'pulso')).toMatchObject({ modo: 'lendo', editor: { nome: 'Bruno' } });
  });
});
