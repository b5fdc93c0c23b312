// The API client (ky) loads on the first call, not with the first screen: no visitor needs it
// before pressing SIMULAR AGORA, and it keeps the first-load bundle inside its budget.
let api: Promise<typeof import('../api/index.ts')> | undefined;

export function loadApi(): Promise<typeof import('../api/index.ts')> {
  api ??= import('../api/index.ts');
  return api;
}
