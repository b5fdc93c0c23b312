// The content a preview frame runs on: one commit of a draft compiled straight from git objects
// (the gate's reader, the content compiler), as the JSON a build would embed. Cached by tree hash:
// a save that changes nothing compiles nothing, and every frame of one commit shares one compile.
// The compile itself is the gate's (shared by content): the save just checked these very files.
import { countErrors, formatDiagnostics } from '../../../scripts/compiler/index.ts';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import { createRunner } from '../git/runGit.ts';
import type { Gate } from '../server/gate.ts';
import { HttpError } from '../server/routeTable.ts';
import type { PreviewContent } from './contentShape.ts';

const KEEP = 16;
const OID = /^[0-9a-f]{40}$/;

export interface PreviewContents {
  /** What conteudo.json serves for a commit, but the sandbox API (each link has its own key). */
  forCommit(commit: string): Promise<CompiledContent>;
  /** Is the commit the draft's head or one of its earlier saves? */
  belongsTo(commit: string, draftHead: string): Promise<boolean>;
  /** The variants of the latest compile (what the preview sandbox charges campaign discounts by). */
  latestVariants(): Record<string, ResolvedVariant> | undefined;
}

export type CompiledContent = Omit<PreviewContent, 'api'>;

export function previewContents(options: { gitDir: string; gate: Gate }): PreviewContents {
  const run = createRunner({ gitDir: options.gitDir });
  const byTree = new Map<string, Promise<CompiledContent>>();
  const ancestry = new Set<string>();
  let latest: Record<string, ResolvedVariant> | undefined;

  async function compile(commit: string): Promise<CompiledContent> {
    const result = options.gate.compile(await options.gate.read(commit));
    if (countErrors(result.diagnostics) > 0) {
      throw new HttpError(422, 'conteudo_com_problemas', `Esta versão do rascunho tem problemas: ${formatDiagnostics(result.diagnostics)}`);
    }
    const { load: _load, ...flow } = result.flow;
    latest = result.variants;
    return { commit, flow, variants: result.variants, fixtures: result.fixtures };
  }

  return {
    async forCommit(commit) {
      if (!OID.test(commit)) throw new HttpError(404, 'nao_encontrado', 'Versão não encontrada.');
      const tree = (await run(['rev-parse', '--verify', '--quiet', `${commit}^{tree}`], { okExitCodes: [0, 1, 128] })).stdout.toString('utf8').trim();
      if (!OID.test(tree)) throw new HttpError(404, 'nao_encontrado', 'Versão não encontrada.');
      let compiled = byTree.get(tree);
      if (!compiled) {
        compiled = compile(commit);
        byTree.set(tree, compiled);
        compiled.catch(() => byTree.delete(tree));
        // The oldest compile goes first (Map keeps insertion order).
        if (byTree.size > KEEP) byTree.delete(byTree.keys().next().value as string);
      }
      const found = await compiled;
      // Another commit with the same tree: the same content under its own commit id.
      return { ...found, commit };
    },
    async belongsTo(commit, draftHead) {
      if (!OID.test(commit)) return false;
      if (commit === draftHead || ancestry.has(`${commit}:${draftHead}`)) return true;
      const result = await run(['merge-base', '--is-ancestor', commit, draftHead], { okExitCodes: [0, 1, 128] });
      // Drafts are never rebased: once an ancestor, always one.
      if (result.exitCode === 0) ancestry.add(`${commit}:${draftHead}`);
      return result.exitCode === 0;
    },
    latestVariants: () => latest,
  };
}
