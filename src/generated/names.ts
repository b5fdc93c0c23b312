/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */
// The names flows/*.yaml use; registries are typed against them.

/** Step ids defined in flows/*.yaml. */
export type StepId =
  | "copy-message-1"
  | "copy-message-2"
  | "error-general"
  | "lead-select-category"
  | "payment-init"
  | "plans-list-select";

/** Actions the flows run (step, option and input `action`): keys of src/actions. */
export type ActionName =
  | "healthCheck"
  | "resetConversation";

/** Guards the flows test (`when`): keys of src/guards. */
export type GuardName = never;

/** Validators the flows apply (`input.validate`): keys of src/validators. */
export type ValidatorName = never;

/** Components the flows render (`component`): keys of src/ui/components/registry.ts. */
export type ComponentName = never;

/** Masks the flows apply (`input.mask`): keys of src/masks. */
export type MaskName = never;
