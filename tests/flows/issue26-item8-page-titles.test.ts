// Issue 26 item 8: 21 of 22 routes had the same title and description ("Mycon Consórcio | Simule
// seu consórcio sem juros e sem entrada"), though the spec gives each variant its own (section 3).
// Every indexable partner page now has its own, and a duplicate title across indexable routes is a
// flows:check warning (page rule) at the second variant's file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { isIndexable } from '../../scripts/compiler/pageTitles.ts';
import { line } from './helpers.ts';

const real = compileFlows({ root: process.cwd() });

/** The repository's flows and variants as in-memory files, with `changes` applied. */
function withChanges(changes: Record<string, (text: string) => string>): string[] {
  const files: Record<string, string> = {};
  for (const dir of ['flows', 'variants']) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) files[`${dir}/${name}`] = readFileSync(join(dir, name), 'utf8');
  }
  for (const [file, change] of Object.entries(changes)) files[file] = change(files[file]);
  return compileFlows({ root: process.cwd(), files })
    .diagnostics.map(line)
    .filter((l) => l.includes('page rule'));
}

describe('issue 26 item 8: every partner page has its own title and description', () => {
  it('no two indexable routes share a title or a description', () => {
    const indexable = Object.values(real.variants).filter((v) => v.route !== undefined && isIndexable(v.robots));
    expect(indexable.length).toBeGreaterThan(15);
    expect(new Set(indexable.map((v) => v.title)).size).toBe(indexable.length);
    expect(new Set(indexable.map((v) => v.description)).size).toBe(indexable.length);
    expect(real.diagnostics.map(line).filter((l) => l.includes('page rule'))).toEqual([]);
  });

  it('a partner that keeps another page’s title is warned at its own title, with the rule named', () => {
    const title = real.variants.livelo.title;
    const warnings = withChanges({ 'variants/premmia.yaml': (text) => text.replace(/^title: .*$/m, `title: "${title}"`) });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^variants\/(premmia|livelo)\.yaml:4:8 warning variant "(premmia|livelo)": title ".*" is also the title of variant "(livelo|premmia)", another indexable page — page rule/,
      ),
    ]);
  });

  it('a partner without a title of its own is warned at the top of its file; noindex takes it out of the rule', () => {
    const dropTitle = (text: string) => text.replace(/^title: .*\n/m, '');
    expect(withChanges({ 'variants/gazeta.yaml': dropTitle })).toEqual([
      expect.stringMatching(/^variants\/gazeta\.yaml:1:1 warning variant "gazeta": title "Mycon Consórcio \| .*" is also the title of variant "main"/),
    ]);
    expect(withChanges({ 'variants/gazeta.yaml': (text) => `${dropTitle(text)}robots: "noindex,follow"\n` })).toEqual([]);
  });
});
