// Serves the compiled flow and variants as virtual modules, so YAML is parsed at build time and
// no YAML parser reaches the browser:
//   import flow from 'virtual:flow'          — CompiledFlow: the first screen's steps, the field
//                                              messages, the interface copy, and `load` for the rest
//                                              (virtual:flow-rest, a lazy chunk)
//   import variants from 'virtual:variants'  — Record<variant file name, ResolvedVariant> (the app no
//                                              longer imports it: each page carries its own, vite-plugin-routes.ts)
//   import fixtures from 'virtual:flow-fixtures' — Record<fixture name, StateFixture>; development
//                                              only (src/preview), empty in a build
// In development a content save is a hot update of these modules, not a page reload: src/main.tsx
// accepts it and the running chat re-enters its step with the new texts (src/preview/devChat.ts).
// Problems fail the build, with the same text as `npm run flows:check`. In dev the whole report,
// warnings included, shows in Vite's error overlay with paths that open the file in the editor;
// there the registries are loaded through the dev server's own module loader, so names are
// checked too. A build checks no names here: importing the app's registries into the Vite config
// would load React components into it, and `npm run build` runs flows:check first.
// Other plugins read the same compile through `api` (the sandbox charges by these variants).
import { dirname, join } from 'node:path';
import type { DevEnvironment, EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { compileFlows, type CompileResult } from './compiler/compileFlows.ts';
import { countErrors, type Diagnostic, formatDiagnostics, sortDiagnostics } from './compiler/diagnostics.ts';
import { OVERLAY_CLIENT, OVERLAY_EVENT, OVERLAY_HELLO, overlayPayload } from './compiler/overlay.ts';
import { REGISTRY_MODULES, type RegistryNames } from './compiler/registryNames.ts';
import { chatSteps } from './compiler/chatSteps.ts';
import { splitFirstScreen } from './compiler/splitFirstScreen.ts';
import { isRegularFile } from './compiler/readContent.ts';
import { FIRST_LOAD_MESSAGES } from '../src/contracts/firstLoadMessages.ts';
import type { ResolvedVariant } from '../src/contracts/content.ts';
import { loadRegistries } from './flows-check.ts';

/** The steps the browser gets (studio-only keys left out), split into the first screen's and the rest. */
const chatSplit = (flow: CompileResult['flow']) => splitFirstScreen({ ...flow, steps: chatSteps(flow.steps) });

/** Module source per virtual id. */
const MODULES: Record<string, (result: CompileResult) => string> = {
  'virtual:flow': ({ flow, uiFirstScreen }) =>
    // Interface copy of the first screen (header, input bar, privacy notice) ships up front; the
    // rest arrives with the rest of the flow and joins the same object, which every lookup reads
    // at call time. No screen that needs it can show before: its step is in that chunk too.
    `const ui = ${JSON.stringify(pick(flow.ui ?? {}, uiFirstScreen))};\n` +
    `const messages = ${JSON.stringify(pick(flow.messages, FIRST_LOAD_MESSAGES))};\n` +
    `export default { start: ${JSON.stringify(flow.start)}, steps: ${JSON.stringify(chatSplit(flow).first)}, ` +
    // Field messages likewise: validators and actions come with the rest, so none of them waits.
    `messages, ui, ` +
    `load: () => import('virtual:flow-rest').then((m) => (Object.assign(ui, m.ui), Object.assign(messages, m.messages), m.default)) };`,
  'virtual:flow-rest': ({ flow, uiFirstScreen }) =>
    `export const ui = ${JSON.stringify(omit(flow.ui ?? {}, uiFirstScreen))};\n` +
    `export const messages = ${JSON.stringify(omit(flow.messages, FIRST_LOAD_MESSAGES))};\n` +
    `export default ${JSON.stringify(chatSplit(flow).rest)};`,
  'virtual:variants': ({ variants }) => `export default ${JSON.stringify(variants)};`,
  'virtual:flow-fixtures': ({ fixtures }) => `export default ${JSON.stringify(fixtures)};`,
};
/** Sent before the hot update that follows a failed content save. */
export const CONTENT_FIXED_EVENT = 'consorcio:content-fixed';

/** Modules only the development server serves: a production bundle must never contain them. */
const DEV_ONLY = new Set(['virtual:flow-fixtures']);
const RESOLVED_PREFIX = '\0';
/** Dev only: the overlay client, injected into index.html. */
const OVERLAY_MODULE = 'virtual:flows-overlay';

function pick(texts: Record<string, string>, ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([id]) => ids.includes(id)));
}

function omit(texts: Record<string, string>, ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([id]) => !ids.includes(id)));
}

function failureMessage(result: CompileResult): string {
  return `flow check failed:\n${formatDiagnostics(result.diagnostics)}`;
}

/** What this plugin offers other plugins as its `api` (sandbox/vite-plugin-sandbox.ts reads it by this shape). */
export interface FlowsPluginApi {
  /** The variants of the latest compile whose variant files have no errors: a failed save of a variant keeps the ones the page was served with. */
  resolvedVariants(): Record<string, ResolvedVariant>;
}

export interface FlowsPluginOptions {
  /** Directory holding flows/ and variants/; defaults to Vite's root. */
  root?: string;
}

export function flowsPlugin(options: FlowsPluginOptions = {}): Plugin {
  const state = new FlowsState(options.root ?? process.cwd());
  let logger: { warn(text: string): void } = console;
  const api: FlowsPluginApi = {
    resolvedVariants() {
      const result = state.compile((text) => logger.warn(text));
      if (!state.lastGood) throw new Error(failureMessage(result));
      return state.lastGood.variants;
    },
  };

  return {
    name: 'consorcio-flows',
    api,
    configResolved(config) {
      state.root = options.root ?? config.root;
      state.isBuild = config.command === 'build';
      logger = config.logger;
    },
    resolveId(id) {
      return id in MODULES || (!state.isBuild && id === OVERLAY_MODULE) ? RESOLVED_PREFIX + id : undefined;
    },
    load(id) {
      if (!state.isBuild && id === RESOLVED_PREFIX + OVERLAY_MODULE) return OVERLAY_CLIENT;
      if (!id.startsWith(RESOLVED_PREFIX) || !(id.slice(1) in MODULES)) return undefined;
      // In dev the names load first (once); a build has none to wait for.
      const names = state.namesLoaded();
      return names ? names.then(() => serveModule(this, state, id.slice(1))) : serveModule(this, state, id.slice(1));
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => (state.isBuild ? [] : [{ tag: 'script', attrs: { type: 'module', src: `/@id/__x00__${OVERLAY_MODULE}` }, injectTo: 'body' }]),
    },
    configureServer(server) {
      server.watcher.add([join(state.root, 'flows'), join(state.root, 'variants')]);
      // Vitest's own server cannot evaluate the React components (CommonJS react) the way the dev
      // server does, and its tests check the names through flows:check and tsc instead.
      if (!process.env.VITEST) checkNamesInDev(server, state);
    },
    // A content save updates the virtual modules through HMR: their importers that accept them
    // (src/main.tsx, the studio) get the new content without a reload; any other importer makes
    // Vite reload the page, as before. A content error shows in the overlay over the page as it is.
    async hotUpdate({ file, timestamp, server, read, type }) {
      if (!state.isContent(file)) return undefined;
      // Vite's read waits while a save is half-written (an empty file), so the compile sees it whole.
      // Only a regular file is read: a link to /dev/zero named *.yaml would never end (the compile refuses it).
      if (type !== 'delete' && isRegularFile(file)) await Promise.resolve(read()).catch(() => '');
      if (state.handledChange !== timestamp) {
        state.handledChange = timestamp;
        state.cached = undefined;
        const result = state.compile((text) => server.config.logger.warn(text));
        if (countErrors(result.diagnostics) > 0) server.config.logger.error(failureMessage(result));
        // The problems panel shows every diagnostic, warnings included, after each save.
        server.ws.send(OVERLAY_EVENT, overlayPayload(result.diagnostics, state.root));
      }
      return updateEnvironment(this.environment, state, file);
    },
  };
}

/** The plugin's state across hooks and environments: the root, the cached compile, the dev-only names. */
class FlowsState {
  cached: CompileResult | undefined;
  /** The latest compile whose variant files have no errors (a flow mid-edit does not change what a lead is charged). */
  lastGood: CompileResult | undefined;
  isBuild = false;
  /** In a build both virtual modules fail on the same problems: print the report once. */
  failureReported = false;
  /** Dev only: the registries' names, loaded by the dev server, and problems loading them. */
  registries: RegistryNames | undefined;
  registryProblems: Diagnostic[] = [];
  registriesLoaded: Promise<void> | undefined;
  /** Dev only: loads the names on first need (a test run's server never needs them). */
  loadNames: (() => Promise<void>) | undefined;
  /** The change being handled: hotUpdate runs once per environment, the compile once per change. */
  handledChange = -1;
  /** Environments whose last content save had errors (the overlay is up in their open pages). */
  readonly failing = new Set<string>();
  private reportedWarnings = '';
  root: string;

  constructor(root: string) {
    this.root = root;
  }

  namesLoaded(): Promise<void> | undefined {
    this.registriesLoaded ??= this.loadNames?.();
    return this.registriesLoaded;
  }

  compile(warn: (text: string) => void): CompileResult {
    if (this.cached) return this.cached;
    const result = compileFlows({ root: this.root, registries: this.registries });
    const cached = { ...result, diagnostics: sortDiagnostics([...this.registryProblems, ...result.diagnostics]) };
    this.cached = cached;
    if (!cached.diagnostics.some((d) => d.severity === 'error' && d.file.startsWith('variants/'))) this.lastGood = cached;
    this.failureReported = false;
    const warnings = cached.diagnostics.filter((d) => d.severity === 'warning');
    const text = warnings.length > 0 ? formatDiagnostics(warnings) : '';
    // Warnings are printed once per change, not once per virtual module.
    if (text && text !== this.reportedWarnings && countErrors(cached.diagnostics) === 0) warn(text);
    this.reportedWarnings = text;
    return cached;
  }

  /** flows/*.yaml, flows/fixtures/*.yaml and variants/*.yaml; not flows/tests (the compiler does not read them). */
  isContent(file: string): boolean {
    const dirs = [join(this.root, 'flows'), join(this.root, 'flows', 'fixtures'), join(this.root, 'variants')];
    return /\.ya?ml$/.test(file) && dirs.includes(dirname(file));
  }
}

/** What load() needs of Rollup's plugin context. */
interface LoadContext {
  warn(text: string): void;
  addWatchFile(id: string): void;
  error(error: { message: string; stack: string }): never;
}

/** The source of one virtual module; content errors fail it with the formatted report. */
function serveModule(ctx: LoadContext, state: FlowsState, id: string): string {
  const result = state.compile((text) => ctx.warn(text));
  for (const file of result.sources) ctx.addWatchFile(join(state.root, file));
  if (countErrors(result.diagnostics) > 0) {
    // The formatted report is the message: it is what the overlay and the build failure show.
    const message = state.isBuild && state.failureReported ? 'flow check failed (see the report above)' : failureMessage(result);
    state.failureReported = true;
    ctx.error({ message, stack: '' });
  }
  // A build resolves even the imports of dead development branches before dropping them:
  // they get no content (tests/flows/bundle.test.ts checks that none ships).
  if (state.isBuild && DEV_ONLY.has(id)) return 'export default {};';
  // Likewise the development chat's notices (flows/ui.yaml, group `development`).
  return MODULES[id](state.isBuild ? { ...result, flow: { ...result.flow, ui: omit(result.flow.ui ?? {}, result.uiDevOnly) } } : result);
}

/** Dev only: the names are loaded through the dev server, and a registry edit re-checks them in place. */
function checkNamesInDev(server: ViteDevServer, state: FlowsState): void {
  state.loadNames = () =>
    loadRegistries(state.root, (path) => server.ssrLoadModule(path)).then((loaded) => {
      state.registries = loaded.registries;
      state.registryProblems = loaded.diagnostics;
      state.cached = undefined;
    });
  const problems = async () => {
    await state.namesLoaded();
    return overlayPayload(state.compile((text) => server.config.logger.warn(text)).diagnostics, state.root);
  };
  // A page (re)loaded asks for the report; editing a registry re-checks the names in place.
  server.ws.on(OVERLAY_HELLO, async (_data, client) => client.send(OVERLAY_EVENT, await problems()));
  const registryDirs = Object.values(REGISTRY_MODULES).map((m) => join(state.root, m.file, '..'));
  const isRegistryCode = (file: string) => /\.tsx?$/.test(file) && registryDirs.some((dir) => file.startsWith(dir));
  const onChange = (file: string) => {
    // Content saves are hot updates (hotUpdate); a registry edit re-checks the names in place.
    if (isRegistryCode(file) && state.registriesLoaded) {
      state.registriesLoaded = state.loadNames?.();
      void problems().then((payload) => server.ws.send(OVERLAY_EVENT, payload));
    }
  };
  server.watcher.on('change', onChange);
  server.watcher.on('add', onChange);
  server.watcher.on('unlink', onChange);
}

/** After a content save, in one environment: the overlay on errors, else the virtual modules to update. */
function updateEnvironment(environment: DevEnvironment, state: FlowsState, file: string): EnvironmentModuleNode[] {
  const result = state.compile(() => {});
  if (countErrors(result.diagnostics) > 0) {
    state.failing.add(environment.name);
    const message = failureMessage(result);
    environment.hot.send({ type: 'error', err: { message, stack: '', plugin: 'consorcio-flows' } });
    return [];
  }
  if (state.failing.delete(environment.name)) {
    // Vite's client reloads the page on its first hot update while an error overlay is up;
    // the chat (src/preview/devChat.ts) takes the overlay down first, so the fix keeps it where it was.
    environment.hot.send({ type: 'custom', event: CONTENT_FIXED_EVENT });
  }
  return invalidateVirtualModules(environment, state.root, file);
}

/** The virtual modules a change touches that this environment has loaded, invalidated so they load again. */
function invalidateVirtualModules(environment: DevEnvironment, root: string, file: string): EnvironmentModuleNode[] {
  const modules: EnvironmentModuleNode[] = [];
  // A fixture feeds only the fixtures module: saving one must not re-enter the running chat.
  const ids = dirname(file) === join(root, 'flows', 'fixtures') ? [...DEV_ONLY] : Object.keys(MODULES).filter((id) => !DEV_ONLY.has(id));
  for (const id of ids) {
    const module = environment.moduleGraph.getModuleById(RESOLVED_PREFIX + id);
    if (!module) continue;
    environment.moduleGraph.invalidateModule(module);
    modules.push(module);
  }
  return modules;
}
