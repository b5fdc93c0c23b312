// Virtual modules served by scripts/vite-plugin-flows.ts: flows/*.yaml and variants/*.yaml
// compiled to JSON at build time.
declare module 'virtual:flow' {
  const flow: import('./contracts/content.ts').CompiledFlow;
  export default flow;
}

declare module 'virtual:flow-rest' {
  /** The interface copy the first screen does not need (joined into the flow's `ui` on load). */
  export const ui: Record<string, string>;
  /** Every step the first screen does not need. */
  const steps: import('./contracts/content.ts').CompiledFlow['steps'];
  export default steps;
}

declare module 'virtual:variants' {
  /** Keyed by variant file name (variants/99-pay.yaml → "99-pay"), defaults merged in. */
  const variants: Record<string, import('./contracts/content.ts').ResolvedVariant>;
  export default variants;
}

declare module 'virtual:flow-fixtures' {
  /** State fixtures (flows/fixtures/*.yaml) by name, extends resolved; development only. */
  const fixtures: Record<string, import('./contracts/content.ts').StateFixture>;
  export default fixtures;
}
