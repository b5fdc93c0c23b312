// The BiDi relay in front of Debian's Firefox ESR (scripts/firefox/relay.ts), against a stand-in
// Firefox endpoint: commands and events pass through unchanged both ways, and the one command
// ESR lacks is answered by the relay and never reaches Firefox.
import { afterEach, expect, it } from 'vitest';
import { type AddressInfo, WebSocket, WebSocketServer } from 'ws';
import { startRelay } from '../../../scripts/firefox/relay.ts';

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A stand-in for Firefox's BiDi endpoint: records what reaches it at which path, answers each command. */
async function fakeFirefox() {
  const received: Array<{ path: string; message: { id: number; method: string } }> = [];
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.on('listening', resolve));
  server.on('connection', (socket, request) => {
    socket.send(JSON.stringify({ type: 'event', method: 'log.entryAdded', params: { text: 'hello' } }));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString());
      received.push({ path: request.url ?? '', message });
      socket.send(JSON.stringify({ type: 'success', id: message.id, result: { from: 'firefox', method: message.method } }));
    });
  });
  const stop = () => {
    for (const socket of server.clients) socket.terminate();
    server.close();
  };
  closers.push(stop);
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`, received, stop };
}

/** Connects as Playwright does and collects every message the relay sends back. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve) => socket.on('open', resolve));
  closers.push(() => socket.close());
  const answerTo = (id: number) => expect.poll(() => messages.find((m) => m.id === id)).toBeDefined();
  return { socket, messages, answerTo };
}

it('passes commands, answers and events through, on the path Playwright asked for', async () => {
  const firefox = await fakeFirefox();
  const relay = await startRelay(firefox.url);
  closers.push(relay.close);
  const client = await connect(`${relay.url}/session`);
  client.socket.send(JSON.stringify({ id: 1, method: 'browsingContext.create', params: { type: 'tab' } }));
  await client.answerTo(1);
  expect(client.messages).toContainEqual({ type: 'event', method: 'log.entryAdded', params: { text: 'hello' } });
  expect(client.messages).toContainEqual({ type: 'success', id: 1, result: { from: 'firefox', method: 'browsingContext.create' } });
  expect(firefox.received).toEqual([{ path: '/session', message: { id: 1, method: 'browsingContext.create', params: { type: 'tab' } } }]);
});

it('answers emulation.setMediaFeaturesOverride itself, and Firefox never sees it', async () => {
  const firefox = await fakeFirefox();
  const relay = await startRelay(firefox.url);
  closers.push(relay.close);
  const client = await connect(`${relay.url}/session`);
  client.socket.send(JSON.stringify({ id: 7, method: 'emulation.setMediaFeaturesOverride', params: { features: [] } }));
  client.socket.send(JSON.stringify({ id: 8, method: 'script.evaluate', params: {} }));
  await client.answerTo(8);
  expect(client.messages).toContainEqual({ type: 'success', id: 7, result: {} });
  expect(firefox.received.map((r) => r.message.method)).toEqual(['script.evaluate']);
});

it('closes the client when Firefox goes away', async () => {
  const firefox = await fakeFirefox();
  const relay = await startRelay(firefox.url);
  closers.push(relay.close);
  const client = await connect(`${relay.url}/session`);
  client.socket.send(JSON.stringify({ id: 1, method: 'session.status', params: {} }));
  await client.answerTo(1);
  const closed = new Promise((resolve) => client.socket.on('close', resolve));
  firefox.stop();
  await closed;
  expect(client.socket.readyState).toBe(WebSocket.CLOSED);
});
