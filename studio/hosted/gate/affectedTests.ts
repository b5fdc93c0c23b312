// Which conversation tests a draft can affect, from the files it changes over the published
// version (which CI keeps green): a changed test file runs its own tests; a partner file the tests
// of its route and of the partners that extend it; the shared partner settings (defaults.yaml) or
// a conversation file every test. The local studio narrows further with the walks of earlier runs
// (studio/edit/conversationGate.ts); a gate process starts fresh, so it keeps to these rules.
import type { ConversationTest } from '../../../scripts/conversation-tests/index.ts';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';

const TEST_FILE = /^flows\/tests\//;
/** A partner's name is its file's (variants/rota99.yaml → rota99), as the compiler names it. */
const variantName = (file: string) => file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');

export function affectedTests(
  changed: readonly string[],
  content: Record<string, string>,
  variants: Record<string, ResolvedVariant>,
): (test: ConversationTest) => boolean {
  const flows = changed.some((file) => file.startsWith('flows/') && !TEST_FILE.test(file));
  if (flows || changed.includes('variants/defaults.yaml')) return () => true;
  const testFiles = new Set(changed.filter((file) => TEST_FILE.test(file)));
  const partners = new Set(changed.filter((file) => file.startsWith('variants/')).map(variantName));
  // A partner extending a changed one sees the change too (to any depth).
  let grew = partners.size > 0;
  while (grew) {
    grew = false;
    for (const [file, text] of Object.entries(content)) {
      const parent = /^extends:\s*["']?([\w-]+)["']?\s*$/m.exec(text)?.[1];
      if (file.startsWith('variants/') && parent && partners.has(parent) && !partners.has(variantName(file))) {
        partners.add(variantName(file));
        grew = true;
      }
    }
  }
  const routes = new Set([...partners].map((name) => variants[name]?.route ?? '/'));
  return (test) => testFiles.has(test.file) || routes.has(test.route);
}
