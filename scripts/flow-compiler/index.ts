// The flow compiler's public surface, for the CLI, the type generator, the Vite plugin and tests.
export { compileFlows, renderPath, type CompileOptions, type CompileResult } from './compileFlows.ts';
export { countErrors, formatDiagnostics, sortDiagnostics, strictify, summarize, type Diagnostic, type Severity } from './diagnostics.ts';
export { didYouMean, suggestion } from './didYouMean.ts';
export { REGISTRY_MODULES, type RegistryKind, type RegistryNames } from './registryNames.ts';
export { collectNames, renderNamesFile, type FlowNames } from './collectNames.ts';
export { syntheticProject, type SyntheticProject } from './syntheticProject.ts';
