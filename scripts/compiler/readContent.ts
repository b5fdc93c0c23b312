// Reading a content file without trusting what sits at its path (issue 28 item 6): a symbolic link
// (one to /dev/zero hung flows:check and npm start), a folder named *.yaml, a device, pipe or
// socket, a file over the size cap, or bytes that are not UTF-8 (a file saved as Latin-1 came out
// as mojibake) are refused with the reason and never read. The path is lstat'ed first, then opened
// without following links and without blocking, at most the cap is read, and the bytes are decoded
// strictly. Every reader of flows/, variants/ and flows/tests/ goes through here: the compiler,
// the conversation tests, the studio, the Vite plugin's hot update.
import { TextDecoder } from 'node:util';
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { FILE_RULE, MAX_YAML_BYTES, tooLargeMessage } from './yamlLimits.ts';

/** The text of the file, or why it was not read (at line:col for bytes that are not UTF-8). */
export type ContentRead = { text: string } | { problem: string; line: number; col: number };

/** Reads a content file of at most maxBytes, or says why not (the message names the file rule). */
export function readContentFile(path: string, maxBytes = MAX_YAML_BYTES): ContentRead {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch (error) {
    return refused(`the file cannot be read (${errorCode(error)})`);
  }
  const kind = notRegular(stat);
  if (kind) return refused(kind);
  const tooLarge = tooLargeMessage(stat.size, maxBytes);
  if (tooLarge) return { problem: tooLarge, line: 1, col: 1 };
  const read = readAtMost(path, maxBytes);
  // ArrayBuffer.isView, not instanceof: under a jsdom test environment Uint8Array is another realm's.
  return ArrayBuffer.isView(read) ? decodeUtf8(read) : read;
}

/** Why the path is not a regular file (lstat: a link is a link, whatever it points at), or undefined. */
export function notRegular(stat: Stats): string | undefined {
  if (stat.isSymbolicLink()) return 'the path is a symbolic link: a content file is the file itself (copy the file in place of the link)';
  if (stat.isDirectory()) return 'the path is a folder, not a file (rename it: a name ending in .yaml is read as content)';
  if (!stat.isFile()) return 'the path is not a regular file (a device, pipe or socket), so it is not read';
  return undefined;
}

/** Whether a path is a regular file now (lstat, never read): the Vite plugin asks before reading a changed file. */
export function isRegularFile(path: string): boolean {
  try {
    return notRegular(lstatSync(path)) === undefined;
  } catch {
    return false;
  }
}

/** The YAML names directly in a folder (not read: readContentFile decides each), sorted; none when there is no such folder. */
export function yamlNamesIn(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort();
  } catch {
    return [];
  }
}

function refused(problem: string): ContentRead {
  return { problem: `${problem} — ${FILE_RULE}`, line: 1, col: 1 };
}

/** The bytes, read through a descriptor that follows no link and never blocks; the file is checked again once open. */
function readAtMost(path: string, maxBytes: number): Uint8Array | ContentRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = errorCode(error);
    return refused(code === 'ELOOP' ? 'the path is a symbolic link: a content file is the file itself' : `the file cannot be read (${code})`);
  }
  try {
    // Replaced between lstat and open: judge what was opened.
    const kind = notRegular(fstatSync(fd));
    if (kind) return refused(kind);
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (let n = -1; n !== 0 && length < buffer.length; length += n) n = readSync(fd, buffer, length, buffer.length - length, null);
    const tooLarge = tooLargeMessage(length, maxBytes);
    return tooLarge ? { problem: tooLarge, line: 1, col: 1 } : buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** Strict UTF-8 (a byte-order mark is dropped); invalid bytes are named at their line and column. */
export function decodeUtf8(bytes: Uint8Array): ContentRead {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const at = Math.max(0, firstInvalidSequence(bytes));
    const lineStart = at === 0 ? 0 : bytes.lastIndexOf(0x0a, at - 1) + 1;
    const line = 1 + bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length;
    const col = 1 + [...new TextDecoder('utf-8').decode(bytes.subarray(lineStart, at))].length;
    const byte = bytes[at].toString(16).toUpperCase().padStart(2, '0');
    const problem = `the file is not UTF-8 text: byte 0x${byte} starts no UTF-8 character (saved as Latin-1 or Windows-1252? save it as UTF-8)`;
    return { problem: `${problem} — ${FILE_RULE}`, line, col };
  }
}

/** Offset of the first byte sequence that is not UTF-8 (RFC 3629: no overlongs, surrogates or code points past U+10FFFF), or -1. */
function firstInvalidSequence(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const x = b[i];
    const size = x < 0x80 ? 1 : x >= 0xc2 && x <= 0xdf ? 2 : x >= 0xe0 && x <= 0xef ? 3 : x >= 0xf0 && x <= 0xf4 ? 4 : 0;
    if (size === 0 || i + size > b.length) return i;
    // The second byte's range is narrower after E0 (overlong), ED (surrogates), F0 (overlong) and F4 (past U+10FFFF).
    const low = x === 0xe0 ? 0xa0 : x === 0xf0 ? 0x90 : 0x80;
    const high = x === 0xed ? 0x9f : x === 0xf4 ? 0x8f : 0xbf;
    if (size > 1 && (b[i + 1] < low || b[i + 1] > high)) return i;
    for (let k = 2; k < size; k++) if ((b[i + k] & 0xc0) !== 0x80) return i;
    i += size;
  }
  return -1;
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

/** A content folder's YAML files, each read or refused, as [relative path, read]. */
export function readContentDir(root: string, dir: string, maxBytes = MAX_YAML_BYTES): Array<[string, ContentRead]> {
  return yamlNamesIn(join(root, dir)).map((name) => [`${dir}/${name}`, readContentFile(join(root, dir, name), maxBytes)]);
}
