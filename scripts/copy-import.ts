// npm run copy:import -- copy.xlsx [--dry-run] [--update-tests] [--root dir]
// Reads a reviewed copy deck (XLSX or CSV), prints every changed cell and every cell it cannot
// apply (by row and column), and writes the changes through the studio's edit engine: minimal YAML
// edits, compiled and run through the conversation tests first, all or nothing (--update-tests also
// writes the new words of tests that assert reworded sentences). Exit 0 when everything applied (or
// would, with --dry-run), 1 when some cell, the compile or a test refused, or the file is over the
// size limits (studio/copy-deck/sheetLimits.ts, said before anything is parsed), 2 on bad arguments.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDiff } from '../studio/edit/lineDiff.ts';
import { checkFileSize, formatOf, readSheet, SheetRefusal, type Sheet } from '../studio/copy-deck/deckSheet.ts';
import { importCopy } from '../studio/copy-deck/importDeck.ts';

const USAGE = 'usage: copy:import -- copy.xlsx|copy.csv [--dry-run] [--update-tests] [--root dir]';

export async function main(argv: readonly string[]): Promise<number> {
  let input: string | undefined;
  let root = process.cwd();
  let dryRun = false;
  let updateTests = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dry-run') dryRun = true;
    else if (argv[i] === '--update-tests') updateTests = true;
    else if (argv[i] === '--root' && argv[i + 1]) root = resolve(argv[++i]);
    else if (!argv[i].startsWith('--') && !input) input = resolve(argv[i]);
    else {
      console.error(`unknown argument "${argv[i]}"\n${USAGE}`);
      return 2;
    }
  }
  const format = input ? formatOf(input) : undefined;
  if (!input || !format) {
    console.error(`name a .xlsx or .csv file\n${USAGE}`);
    return 2;
  }
  let sheet: Sheet;
  try {
    checkFileSize(statSync(input).size);
    sheet = await readSheet(readFileSync(input), format);
  } catch (error) {
    // A file over the limits (sheetLimits.ts) is refused before it is parsed, with the reason.
    if (!(error instanceof SheetRefusal)) throw error;
    console.error(error.message);
    return 1;
  }
  const result = await importCopy(root, sheet, { dryRun, updateTests });
  for (const c of result.changes) console.log(`row ${c.row}, ${c.column}: ${c.id}\n  - ${c.before || '(default)'}\n  + ${c.after || '(default)'}`);
  for (const p of result.problems) console.error(`row ${p.row}, ${p.column}: ${p.id ? `${p.id}: ` : ''}${p.message}`);
  const outcome = result.outcome;
  if (outcome && !outcome.ok) {
    console.error(`not applied: ${outcome.error}`);
    if (outcome.status === 422) console.error(outcome.report);
    if (outcome.status === 422 && outcome.testUpdates?.length)
      console.error("run again with --update-tests to write these tests' new words in the same change");
    return 1;
  }
  if (outcome?.ok) for (const file of outcome.files) console.log(renderDiff(file.file, file.diff));
  const verb = dryRun ? 'would change' : 'changed';
  console.log(`${result.changes.length} cell(s) changed, ${result.problems.length} refused; ${verb} ${outcome?.ok ? outcome.files.length : 0} file(s)`);
  return result.problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
