// What the studio serves a preview frame as conteudo.json: the content compiled from one commit of a
// draft (the same flow, resolved variants and fixtures a build would embed) and the sandbox API the
// chat talks to. Shared by the server (content.ts) and the preview edition (edition/main.tsx).
import type { CompiledFlow, ResolvedVariant, StateFixture } from '../../../src/contracts/content.ts';

export interface PreviewContent {
  /** The commit compiled. */
  commit: string;
  flow: Omit<CompiledFlow, 'load'>;
  variants: Record<string, ResolvedVariant>;
  fixtures: Record<string, StateFixture>;
  /** The sandbox API inside the studio (never the real one). */
  api: { base: string; appKey: string };
}

/** Set on the preview document once the chat runs; a string only the preview edition holds. */
export const PREVIEW_MARKER = 'previa-do-estudio';
