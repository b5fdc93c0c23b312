// Conversation tests that assert a text word for word (issue 24 item 4): a save that rewords it
// would fail them at review, so the save names them first and, when asked ("Atualizar o teste e
// salvar"), writes the new words into those checks in the same save. Read from the files alone,
// without running the chat: a `bot:` check holding words of the old text and none of the new, a
// `click:` or `options:` naming an old option label. The full gate still runs every test at review.
import { isMap, isPair, isScalar, isSeq, type Pair, parseDocument, visit } from 'yaml';
import { asTyped, htmlToText } from '../../../scripts/conversation-tests/visitorText.ts';
import { renderScalar } from '../../edit/yamlEdit.ts';

type Files = Record<string, string>;

/** One text a save rewords: its words before and after (bubbles, or one option label). */
export interface Reword {
  kind: 'fala' | 'rotulo';
  before: readonly string[];
  after: readonly string[];
  /** An option label other etapas use too: a test's click cannot say which one it meant, so none is renamed. */
  shared?: boolean;
}

/** A check of a test that asserts the old words, and the words proposed instead. */
export interface TestAssert {
  file: string;
  test: string;
  /** Where the item is in the file (tests.<name>.steps… or paths.<name>…), and its key. */
  where: Array<string | number>;
  key: 'bot' | 'click' | 'options';
  range: [number, number];
  /** An options: item's new list. */
  labels?: string[];
  expected: string;
  proposed: string;
}

const visible = (html: string) => asTyped(htmlToText(html)).trim();
const isRegex = (text: string) => /^\/.+\/[a-z]*$/s.test(text);

/** A `bot:`, `click:` or `options:` item as written (never through an alias: `paths:` hold the shared ones). */
interface Check {
  where: Array<string | number>;
  key: TestAssert['key'];
  value: unknown;
  /** The value's place in the text: a shared path's item is written once, where its anchor is. */
  range: [number, number];
}

function keyPath(ancestors: readonly unknown[], pair: Pair): Array<string | number> {
  const chain = [...ancestors, pair];
  const out: Array<string | number> = [];
  chain.forEach((node, i) => {
    if (isPair(node) && isScalar(node.key)) out.push(String(node.key.value));
    if (isSeq(node)) out.push(node.items.indexOf(chain[i + 1] as never));
  });
  return out;
}

function checksOf(text: string): Check[] {
  const out: Check[] = [];
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text);
  } catch {
    return [];
  }
  visit(doc, {
    Pair(_, pair, ancestors) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (key !== 'bot' && key !== 'click' && key !== 'options') return;
      if (!isMap(ancestors.at(-1))) return;
      const value = isScalar(pair.value) ? pair.value.value : isSeq(pair.value) ? pair.value.toJSON() : undefined;
      const range = (pair.value as { range?: [number, number, number] } | null)?.range;
      if (range) out.push({ where: keyPath(ancestors, pair as Pair).slice(0, -1), key, value, range: [range[0], range[1]] });
    },
  });
  return out.filter((check) => check.where[0] === 'tests' || check.where[0] === 'paths');
}

/** The test (or the shared path several tests replay) a check belongs to, as the editor reads it. */
const testName = (where: Array<string | number>) => (where[0] === 'tests' ? String(where[1]) : `caminho ${String(where[1])}`);

/** The new words for a `bot:` check: the same bubble reworded, whole (a check matches a part of what the bot says). */
function botProposal(expected: string, reword: Reword): string | null {
  const before = reword.before.map(visible);
  const after = reword.after.map(visible);
  const at = before.findIndex((text) => text.includes(expected));
  if (at < 0 || after.some((text) => text.includes(expected))) return null;
  return after[Math.min(at, after.length - 1)] ?? null;
}

function labelProposal(label: unknown, reword: Reword): string | null {
  return typeof label === 'string' && label === reword.before[0] && reword.after[0] !== label ? reword.after[0] : null;
}

/** Every check of every conversation test that the rewordings would break. */
export function assertedWords(files: Files, rewords: readonly Reword[]): TestAssert[] {
  const out: TestAssert[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (!/^flows\/tests\/.+\.ya?ml$/.test(file)) continue;
    for (const { where, key, value, range } of checksOf(text)) {
      const at = { file, test: testName(where), where, key, range };
      for (const reword of rewords) {
        if (reword.kind === 'fala' && key === 'bot' && typeof value === 'string' && !isRegex(value)) {
          const proposed = botProposal(visible(value), reword);
          if (proposed) out.push({ ...at, expected: value, proposed });
        }
        if (reword.kind !== 'rotulo' || reword.shared) continue;
        if (key === 'click' && labelProposal(value, reword)) out.push({ ...at, expected: String(value), proposed: reword.after[0] });
        const options = Array.isArray(value) && key === 'options' ? value : [];
        if (options.some((label) => labelProposal(label, reword))) {
          const proposed = options.map((label) => labelProposal(label, reword) ?? String(label));
          out.push({ ...at, expected: options.join(', '), proposed: proposed.join(', '), labels: proposed });
        }
      }
    }
  }
  return out;
}

/** The test files with each check's new words spliced in where they are written (only those files). */
export function updatedTestFiles(files: Files, asserts: readonly TestAssert[]): Files {
  const out: Files = {};
  // From the end of each file backwards, so each splice leaves the earlier places where they were.
  const ordered = [...asserts].sort((a, b) => (a.file === b.file ? b.range[0] - a.range[0] : a.file.localeCompare(b.file)));
  for (const one of ordered) {
    const current = out[one.file] ?? files[one.file];
    const value = one.labels ? `[${one.labels.map((label) => renderScalar(label, 'PLAIN')).join(', ')}]` : renderScalar(one.proposed, 'PLAIN');
    out[one.file] = current.slice(0, one.range[0]) + value + current.slice(one.range[1]);
  }
  return out;
}
