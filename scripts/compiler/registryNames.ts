// The names code registers, as plain lists: all the compiler needs to resolve what flows name.
// Each list is optional; a missing one means "do not check these names" (the Vite plugin passes
// none: the CLI and tsc check them).

export interface RegistryNames {
  actions?: readonly string[];
  guards?: readonly string[];
  validators?: readonly string[];
  masks?: readonly string[];
  components?: readonly string[];
  /** Placeholder formatters; defaults to the keys of src/engine/formatters.ts. */
  formatters?: readonly string[];
  /** The outcomes each action and component declares (`outcomes` on the registry entry); a name
   * left out is not checked. */
  outcomes?: Partial<Record<OutcomeKind, Record<string, readonly string[]>>>;
}

export type RegistryKind = Exclude<keyof RegistryNames, 'formatters' | 'outcomes'>;
export type OutcomeKind = 'actions' | 'components';

/** Where each registry lives (relative to the project root) and what it exports. */
export const REGISTRY_MODULES: Record<RegistryKind, { file: string; exportName: string }> = {
  actions: { file: 'src/actions/index.ts', exportName: 'actions' },
  guards: { file: 'src/guards/index.ts', exportName: 'guards' },
  validators: { file: 'src/validators/index.ts', exportName: 'validators' },
  masks: { file: 'src/masks/index.ts', exportName: 'masks' },
  components: { file: 'src/ui/components/registry.ts', exportName: 'components' },
};
