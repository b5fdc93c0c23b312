// What the conversation-test gate's outcome means for a save (applyEdits.ts): a 422 naming the
// failing tests, or the tests that only assert reworded words with their proposed new words.
import { type Diagnostic, formatDiagnostics } from '../../scripts/compiler/diagnostics.ts';
import type { ContentEdit, EditOutcome, FileChange } from '../contract/generated/studioApi.ts';
import type { GateOutcome, RewrittenSteps } from './conversationGate.ts';

/** 422 when a conversation test fails, or asserts reworded words and the request did not ask to update it. */
export function gateRefusal(gate: GateOutcome, updateTests: boolean, files: FileChange[]): EditOutcome | undefined {
  if (gate.failures.length > 0) {
    const error = `the change fails ${gate.failures.length} conversation test(s); nothing was written`;
    return { status: 422, ok: false, error, diagnostics: gate.failures, report: formatDiagnostics(gate.failures), files };
  }
  if (gate.updates.length === 0 || updateTests) return undefined;
  const diagnostics: Diagnostic[] = gate.updates.map(({ file, line, col, test, expected, proposed }) => ({
    file,
    line,
    col,
    severity: 'error',
    message: `conversation test "${test}" asserts the words "${expected}"; after this change the bot says "${proposed}"`,
  }));
  const error = `the change rewords ${gate.updates.length} sentence(s) a conversation test asserts word for word; nothing was written`;
  return { status: 422, ok: false, error, diagnostics, report: formatDiagnostics(diagnostics), files, testUpdates: gate.updates };
}

/**
 * What the edits rewrite: the steps whose words change (a flow's `say` or option labels, a partner's
 * `texts:` override), undefined when other words change too (field messages, UI copy); and whether
 * a partner's setting that is not words changes (its ids, colours, flags reach any of its tests).
 */
export function editsScope(edits: readonly ContentEdit[]): { steps?: RewrittenSteps; settings: boolean } {
  const said = new Set<string>();
  const labels = new Set<string>();
  let known = true;
  let settings = false;
  for (const { file, path } of edits) {
    const [key, id, field] = path;
    if (file.startsWith('flows/') && key === 'steps' && typeof id === 'string') (field === 'options' ? labels : said).add(id);
    else if (file.startsWith('variants/') && key === 'texts' && typeof id === 'string') said.add(id);
    else if (file.startsWith('flows/') || key === 'messages' || key === 'ui') known = false;
    else settings = true;
  }
  return { steps: known ? { said: [...said], labels: [...labels] } : undefined, settings };
}
