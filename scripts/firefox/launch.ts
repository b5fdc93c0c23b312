// What Playwright starts as "Firefox" (through firefox-esr-bidi beside this file): Debian's
// firefox-esr with Playwright's arguments, its BiDi endpoint behind the relay (relay.ts). It tells
// Playwright the relay's address in the line Firefox uses for its own, and ends when Firefox ends.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startRelay } from './relay.ts';

const FIREFOX_PATH = process.env.FIREFOX_ESR_PATH ?? '/usr/bin/firefox-esr';
const LISTENING = /^WebDriver BiDi listening on (ws:\/\/\S+)/;

const firefox = spawn(FIREFOX_PATH, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
let closeRelay = () => {};

createInterface({ input: firefox.stderr }).on('line', async (line) => {
  const upstream = line.match(LISTENING)?.[1];
  if (!upstream) {
    process.stderr.write(`${line}\n`);
    return;
  }
  // Firefox's own line stays hidden: Playwright would connect to it, past the relay.
  const relay = await startRelay(upstream);
  closeRelay = relay.close;
  process.stderr.write(`WebDriver BiDi listening on ${relay.url}\n`);
});

firefox.on('exit', (code, signal) => {
  closeRelay();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => firefox.kill(signal));
