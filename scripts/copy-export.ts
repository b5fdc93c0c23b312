// npm run copy:export -- --out copy.xlsx [--since git-ref] [--root dir]
// Writes the copy deck (every visitor-facing text, one row per text id, one column per variant)
// as XLSX or CSV, by the --out extension. With --since, only the rows changed since that commit.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAllContent } from '../studio/edit/contentFiles.ts';
import { changedSince, GitRefError } from '../studio/copy-deck/changedSince.ts';
import { collectCopy } from '../studio/copy-deck/collectCopy.ts';
import { deckSheet, formatOf, writeSheet } from '../studio/copy-deck/deckSheet.ts';

const USAGE = 'usage: copy:export -- --out copy.xlsx|copy.csv [--since git-ref] [--root dir]';

export async function main(argv: readonly string[]): Promise<number> {
  let out: string | undefined;
  let root = process.cwd();
  let since: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out' && argv[i + 1]) out = resolve(argv[++i]);
    else if (argv[i] === '--since' && argv[i + 1]) since = argv[++i];
    else if (argv[i] === '--root' && argv[i + 1]) root = resolve(argv[++i]);
    else {
      console.error(`unknown argument "${argv[i]}"\n${USAGE}`);
      return 2;
    }
  }
  const format = out ? formatOf(out) : undefined;
  if (!out || !format) {
    console.error(`--out must name a .xlsx or .csv file\n${USAGE}`);
    return 2;
  }
  const deck = collectCopy(readAllContent(root));
  if (since) {
    try {
      const changed = changedSince(root, deck, since);
      deck.rows = deck.rows.filter((row) => changed.has(row.id));
    } catch (error) {
      if (!(error instanceof GitRefError)) throw error;
      console.error(error.message);
      return 2;
    }
  }
  writeFileSync(out, await writeSheet(deckSheet(deck), format));
  console.log(`${deck.rows.length} texts × ${deck.variants.length} variants → ${out}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
