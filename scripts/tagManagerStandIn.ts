// Bench only: the tag manager's real address (https://www.googletagmanager.com/gtm.js) answered by a
// local stand-in, because this machine is offline. Without it the page's tag-manager request fails
// and Lighthouse marks best practices down for a console error production never shows. The stand-in
// is an empty script over HTTPS with a throwaway self-signed certificate; Chromium is pointed at it
// with --host-resolver-rules and told to accept the certificate (--ignore-certificate-errors).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TAG_MANAGER_HOST = 'www.googletagmanager.com';

export interface TagManagerStandIn {
  /** Chromium flags that send the tag manager's host to the stand-in. */
  chromeFlags: string[];
  requests: () => number;
  close(): Promise<void>;
}

export async function startTagManagerStandIn(port: number): Promise<TagManagerStandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'gtm-stand-in-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${TAG_MANAGER_HOST}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    let served = 0;
    const server = createServer({ key, cert }, (_req, res) => {
      served++;
      res.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
      res.end('/* bench stand-in for the tag manager */\n');
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return {
      chromeFlags: [`--host-resolver-rules=MAP ${TAG_MANAGER_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
      requests: () => served,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
