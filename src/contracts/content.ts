// The shapes of compiled content: what the flow compiler emits and the variant resolver returns.
// Shared by the runtime, the UI, the build scripts and the sandbox, so it lives outside the engine.
import type { Step } from '../generated/flow';
import type { ConversationState } from '../generated/state';
import type { Variant } from '../generated/variant';

export type { Step, ConversationState, Variant };

/** All flow files merged: what the compiler emits and the Vite plugin serves as JSON. */
export interface CompiledFlow {
  start: string;
  steps: Record<string, Step>;
  /** Field messages by id (flows/messages.yaml), before a variant's `messages` overrides. Small, so they ship up front. */
  messages: Record<string, string>;
  /** Interface copy by id (flows/ui.yaml), before a variant's `ui` overrides; absent in flows built by hand in tests. */
  ui?: Record<string, string>;
  /** The steps not in `steps` yet (the browser bundle ships only the first screen's up front). */
  load?: () => Promise<Record<string, Step>>;
}

/** A variant with every default filled in (variants/defaults.yaml merged under it). */
export type ResolvedVariant = Variant &
  Required<Pick<Variant, 'name' | 'campanhaId' | 'compraId' | 'empresaId' | 'tipo' | 'fakeLoad' | 'tipoTabela' | 'navBar' | 'linkWhatsApp'>>;

/** A named state to open the chat at any step in development (flows/fixtures/*.yaml), resolved:
 * its `extends` chain merged, over the initial state. */
export interface StateFixture {
  description: string;
  /** The situation in the editors' words (Portuguese), its placeholders naming this fixture's state. */
  descricao: string;
  state: ConversationState;
  /** Actions run in order against the API before the chat opens (what only the sandbox can give). */
  replay: Array<{ action: string; input?: string | number }>;
}
