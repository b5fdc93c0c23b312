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
import { dirname, join } from 'node:path';
import type { DevEnvironment, EnvironmentModuleNode, Plugin } from 'vite';
import { compileFlows, type CompileResult } from './compiler/compileFlows.ts';
import { countErrors, type Diagnostic, formatDiagnostics, sortDiagnostics } from './compiler/diagnostics.ts';
import { OVERLAY_CLIENT, OVERLAY_EVENT, OVERLAY_HELLO, overlayPayload } from './compiler/overlay.ts';
import { REGISTRY_MODULES, type RegistryNames } from './compiler/registryNames.ts';
import { splitFirstScreen } from './compiler/splitFirstScreen.ts';
import { FIRST_LOAD_MESSAGES } from '../src/contracts/firstLoadMessages.ts';
import { loadRegistries } from './flows-check.ts';

/** Module source per virtual id. */
const MODULES: Record<string, (result: CompileResult) => string> = {
  'virtual:flow': ({ flow, uiFirstScreen }) =>
    // Interface copy of the first screen (header, input bar, privacy notice) ships up front; the
    // rest arrives with the rest of the flow and joins the same object, which every lookup reads
    // at call time. No screen that needs it can show before: its step is in that chunk too.
    `const ui = ${JSON.stringify(pick(flow.ui ?? {}, uiFirstScreen))};\n` +
    `const messages = ${JSON.stringify(pick(flow.messages, FIRST_LOAD_MESSAGES))};\n` +
    `export default { start: ${JSON.stringify(flow.start)}, steps: ${JSON.stringify(splitFirstScreen(flow).first)}, ` +
    // Field messages likewise: validators and actions come with the rest, so none of them waits.
    `messages, ui, ` +
    `load: () => import('virtual:flow-rest').then((m) => (Object.assign(ui, m.ui), Object.assign(messages, m.messages), m.default)) };`,
  'virtual:flow-rest': ({ flow, uiFirstScreen }) =>
    `export const ui = ${JSON.stringify(omit(flow.ui ?? {}, uiFirstScreen))};\n` +
    `export const messages = ${JSON.stringify(omit(flow.messages, FIRST_LOAD_MESSAGES))};\n` +
    `export default ${JSON.stringify(splitFirstScreen(flow).rest)};`,
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

export interface FlowsPluginOptions {
  /** Directory holding flows/ and variants/; defaults to Vite's root. */
  root?: string;
}

export function flowsPlugin(options: FlowsPluginOptions = {}): Plugin {
  let root = options.root ?? process.cwd();
  let cached: CompileResult | undefined;
  let reportedWarnings = '';
  let isBuild = false;
  /** In a build both virtual modules fail on the same problems: print the report once. */
  let failureReported = false;
  /** Dev only: the registries' names, loaded by the dev server, and problems loading them. */
  let registries: RegistryNames | undefined;
  let registryProblems: Diagnostic[] = [];
  let registriesLoaded: Promise<void> | undefined;
  /** Dev only: loads the names on first need (a test run's server never needs them). */
  let loadNames: (() => Promise<void>) | undefined;
  const namesLoaded = () => (registriesLoaded ??= loadNames?.());

  const compile = (warn: (text: string) => void): CompileResult => {
    if (!cached) {
      const result = compileFlows({ root, registries });
      cached = { ...result, diagnostics: sortDiagnostics([...registryProblems, ...result.diagnostics]) };
      failureReported = false;
      const warnings = cached.diagnostics.filter((d) => d.severity === 'warning');
      const text = warnings.length > 0 ? formatDiagnostics(warnings) : '';
      // Warnings are printed once per change, not once per virtual module.
      if (text && text !== reportedWarnings && countErrors(cached.diagnostics) === 0) warn(text);
      reportedWarnings = text;
    }
    return cached;
  };

  // flows/*.yaml, flows/fixtures/*.yaml and variants/*.yaml; not flows/tests (the compiler does not read them).
  const isContent = (file: string) =>
    /\.ya?ml$/.test(file) && [join(root, 'flows'), join(root, 'flows', 'fixtures'), join(root, 'variants')].includes(dirname(file));

  /** The change being handled: hotUpdate runs once per environment, the compile once per change. */
  let handledChange = -1;
  /** Environments whose last content save had errors (the overlay is up in their open pages). */
  const failing = new Set<string>();

  /** The virtual modules a change touches that this environment has loaded, invalidated so they load again. */
  const invalidateVirtualModules = (environment: DevEnvironment, file: string): EnvironmentModuleNode[] => {
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
  };

  return {
    name: 'consorcio-flows',
    configResolved(config) {
      root = options.root ?? config.root;
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id in MODULES || (!isBuild && id === OVERLAY_MODULE) ? RESOLVED_PREFIX + id : undefined;
    },
    load(id) {
      if (!isBuild && id === RESOLVED_PREFIX + OVERLAY_MODULE) return OVERLAY_CLIENT;
      if (!id.startsWith(RESOLVED_PREFIX) || !(id.slice(1) in MODULES)) return undefined;
      const serve = () => {
        const result = compile((text) => this.warn(text));
        for (const file of result.sources) this.addWatchFile(join(root, file));
        if (countErrors(result.diagnostics) > 0) {
          // The formatted report is the message: it is what the overlay and the build failure show.
          const message = isBuild && failureReported ? 'flow check failed (see the report above)' : failureMessage(result);
          failureReported = true;
          this.error({ message, stack: '' });
        }
        // A build resolves even the imports of dead development branches before dropping them:
        // they get no content (tests/flows/bundle-dev-hooks.test.ts checks that none ships).
        if (isBuild && DEV_ONLY.has(id.slice(1))) return 'export default {};';
        // Likewise the development chat's notices (flows/ui.yaml, group `development`).
        return MODULES[id.slice(1)](isBuild ? { ...result, flow: { ...result.flow, ui: omit(result.flow.ui ?? {}, result.uiDevOnly) } } : result);
      };
      // In dev the names load first (once); a build has none to wait for.
      const names = namesLoaded();
      return names ? names.then(serve) : serve();
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => (isBuild ? [] : [{ tag: 'script', attrs: { type: 'module', src: `/@id/__x00__${OVERLAY_MODULE}` }, injectTo: 'body' }]),
    },
    configureServer(server) {
      server.watcher.add([join(root, 'flows'), join(root, 'variants')]);
      // Vitest's own server cannot evaluate the React components (CommonJS react) the way the dev
      // server does, and its tests check the names through flows:check and tsc instead.
      if (process.env.VITEST) return;
      loadNames = () =>
        loadRegistries(root, (path) => server.ssrLoadModule(path)).then((loaded) => {
          registries = loaded.registries;
          registryProblems = loaded.diagnostics;
          cached = undefined;
        });
      const problems = async () => {
        await namesLoaded();
        return overlayPayload(compile((text) => server.config.logger.warn(text)).diagnostics, root);
      };
      // A page (re)loaded asks for the report; editing a registry re-checks the names in place.
      server.ws.on(OVERLAY_HELLO, async (_data, client) => client.send(OVERLAY_EVENT, await problems()));
      const registryDirs = Object.values(REGISTRY_MODULES).map((m) => join(root, m.file, '..'));
      const isRegistryCode = (file: string) => /\.tsx?$/.test(file) && registryDirs.some((dir) => file.startsWith(dir));
      const onChange = (file: string) => {
        // Content saves are hot updates (hotUpdate below); a registry edit re-checks the names in place.
        if (isRegistryCode(file) && registriesLoaded) {
          registriesLoaded = loadNames?.();
          void problems().then((payload) => server.ws.send(OVERLAY_EVENT, payload));
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
    // A content save updates the virtual modules through HMR: their importers that accept them
    // (src/main.tsx, the studio) get the new content without a reload; any other importer makes
    // Vite reload the page, as before. A content error shows in the overlay over the page as it is.
    async hotUpdate({ file, timestamp, server, read, type }) {
      if (!isContent(file)) return undefined;
      // Vite's read waits while a save is half-written (an empty file), so the compile sees it whole.
      if (type !== 'delete') await Promise.resolve(read()).catch(() => '');
      if (handledChange !== timestamp) {
        handledChange = timestamp;
        cached = undefined;
        const result = compile((text) => server.config.logger.warn(text));
        if (countErrors(result.diagnostics) > 0) server.config.logger.error(failureMessage(result));
        // The problems panel shows every diagnostic, warnings included, after each save.
        server.ws.send(OVERLAY_EVENT, overlayPayload(result.diagnostics, root));
      }
      const result = compile(() => {});
      if (countErrors(result.diagnostics) > 0) {
        failing.add(this.environment.name);
        const message = failureMessage(result);
        this.environment.hot.send({ type: 'error', err: { message, stack: '', plugin: 'consorcio-flows' } });
        return [];
      }
      if (failing.delete(this.environment.name)) {
        // Vite's client reloads the page on its first hot update while an error overlay is up;
        // the chat (src/preview/devChat.ts) takes the overlay down first, so the fix keeps it where it was.
        this.environment.hot.send({ type: 'custom', event: CONTENT_FIXED_EVENT });
      }
      return invalidateVirtualModules(this.environment, file);
    },
  };
}
