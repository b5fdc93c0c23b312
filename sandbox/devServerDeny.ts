// What the dev server must never hand out (vite.config.ts → server.fs.deny): the data folder
// (the database and the token secret), the sandbox's source and the project's manifests.
// Vite serves every file under the project root otherwise, to anyone who can reach the port.
import { resolve } from 'node:path';

/** Vite's own defaults, kept: setting server.fs.deny replaces them. */
const VITE_DEFAULTS = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**'];

export function devServerDeny(root: string, dataDir = process.env.DATA_DIR ?? '.data'): string[] {
  const abs = (path: string) => resolve(root, path).replace(/\\/g, '/');
  return [
    ...VITE_DEFAULTS,
    abs('.data'),
    `${abs('.data')}/**`,
    abs(dataDir),
    `${abs(dataDir)}/**`,
    `${abs('sandbox')}/**`,
    abs('package.json'),
    abs('package-lock.json'),
    `${abs('.')}/*.config.ts`,
    abs('tsconfig.json'),
  ];
}
