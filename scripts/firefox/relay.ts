// The WebDriver BiDi relay between Playwright and Debian's Firefox ESR: every message passes
// through unchanged, except the commands ESR does not know yet, which it answers itself.
import { type AddressInfo, WebSocket, WebSocketServer } from 'ws';

/**
 * BiDi commands Playwright sends that ESR 153 lacks, answered with an empty success. Playwright
 * sends emulation.setMediaFeaturesOverride on every new context (to reset prefers-* media
 * features); the specs emulate none, so an unapplied reset changes nothing they check.
 */
export const ANSWERED_HERE = new Set(['emulation.setMediaFeaturesOverride']);

interface Command {
  id?: number;
  method?: string;
}

/** The command a client message carries, or undefined for anything that is not a JSON command. */
function commandOf(data: string): Command | undefined {
  try {
    const parsed = JSON.parse(data) as Command;
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Pipes one client to Firefox's endpoint at the same path; queues what the client says before Firefox is reachable. */
function pipe(client: WebSocket, upstreamUrl: string): void {
  const upstream = new WebSocket(upstreamUrl, { perMessageDeflate: false });
  const queued: string[] = [];
  upstream.on('open', () => {
    for (const message of queued.splice(0)) upstream.send(message);
  });
  upstream.on('message', (data) => client.readyState === WebSocket.OPEN && client.send(data.toString()));
  client.on('message', (data) => {
    const text = data.toString();
    const command = commandOf(text);
    if (command?.method && ANSWERED_HERE.has(command.method)) {
      client.send(JSON.stringify({ type: 'success', id: command.id, result: {} }));
      return;
    }
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else queued.push(text);
  });
  const closeBoth = () => {
    client.close();
    upstream.close();
  };
  upstream.on('close', closeBoth);
  upstream.on('error', closeBoth);
  client.on('close', closeBoth);
  client.on('error', closeBoth);
}

/** Listens on a free local port and relays each connection to `upstream` (ws://host:port of Firefox). */
export async function startRelay(upstream: string): Promise<{ url: string; close: () => void }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((resolve) => server.on('listening', resolve));
  server.on('connection', (client, request) => pipe(client, `${upstream}${request.url ?? ''}`));
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, close: () => server.close() };
}
