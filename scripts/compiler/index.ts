// The flow compiler's front door: every other room (the CLIs, the Vite plugins, the studio, the
// sandbox, the conversation-test harness) imports the compiler from here.
export { compileFlows, renderPath, type CompileOptions, type CompileResult } from './compileFlows.ts';
export { countErrors, formatDiagnostics, sortDiagnostics, strictify, summarize, type Diagnostic, type Severity } from './diagnostics.ts';
export { didYouMean, suggestion } from '../../src/text/didYouMean.ts';
export { REGISTRY_MODULES, type RegistryKind, type RegistryNames } from './registryNames.ts';
export { type ImportModule, loadRegistries } from './loadRegistries.ts';
export { collectNames, renderNamesFile, type FlowNames } from './collectNames.ts';
export { fixtureReach } from './fixtureReach.ts';
export { syntheticProject, type SyntheticProject } from './syntheticProject.ts';
// Content reads that refuse links, folders, devices, oversize and non-UTF-8 files (issue 28 item 6).
export { type ContentRead, isRegularFile, readContentFile, readContentDir } from './readContent.ts';
export { MAX_VARIANT_BYTES, MAX_YAML_BYTES } from './yamlLimits.ts';
export { messagingLinkProblem } from './linkSettings.ts';
