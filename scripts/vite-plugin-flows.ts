// Serves the compiled flow and variants as virtual modules, so YAML is parsed at build time and
// no YAML parser reaches the browser:
//   import flow from 'virtual:flow'          — CompiledFlow: the first screen's steps, the field
//                                              messages, and `load` for the rest (virtual:flow-rest,
//                                              a lazy chunk)
//   import variants from 'virtual:variants'  — Record<variant file name, ResolvedVariant> (the app no
//                                              longer imports it: each page carries its own, vite-plugin-routes.ts)
// Problems fail the build, and in dev show in Vite's error overlay, with the same text as
// `npm run flows:check`. The plugin passes no registries on purpose: importing the app's
// registries into the Vite config would load React components into it, and names are already
// checked by the CLI (`npm run build` runs flows:check first) and by tsc via src/generated/names.ts.
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { compileFlows, type CompileResult } from './flow-compiler/compileFlows.ts';
import { countErrors, formatDiagnostics } from './flow-compiler/diagnostics.ts';
import { splitFirstScreen } from './flow-compiler/splitFirstScreen.ts';

/** Module source per virtual id. */
const MODULES: Record<string, (result: CompileResult) => string> = {
  'virtual:flow': ({ flow }) =>
    `export default { start: ${JSON.stringify(flow.start)}, steps: ${JSON.stringify(splitFirstScreen(flow).first)}, ` +
    // Field messages are a few hundred bytes: they ship up front, so a validator never waits.
    `messages: ${JSON.stringify(flow.messages)}, ` +
    `load: () => import('virtual:flow-rest').then((m) => m.default) };`,
  'virtual:flow-rest': ({ flow }) => `export default ${JSON.stringify(splitFirstScreen(flow).rest)};`,
  'virtual:variants': ({ variants }) => `export default ${JSON.stringify(variants)};`,
};
const RESOLVED_PREFIX = '\0';

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

  const compile = (warn: (text: string) => void): CompileResult => {
    if (!cached) {
      cached = compileFlows({ root });
      failureReported = false;
      const warnings = cached.diagnostics.filter((d) => d.severity === 'warning');
      const text = warnings.length > 0 ? formatDiagnostics(warnings) : '';
      // Warnings are printed once per change, not once per virtual module.
      if (text && text !== reportedWarnings && countErrors(cached.diagnostics) === 0) warn(text);
      reportedWarnings = text;
    }
    return cached;
  };

  const isContent = (file: string) =>
    /\.ya?ml$/.test(file) && [join(root, 'flows'), join(root, 'variants')].some((dir) => file.startsWith(dir));

  const reload = (server: ViteDevServer) => {
    cached = undefined;
    for (const environment of Object.values(server.environments)) {
      for (const id of Object.keys(MODULES)) {
        const module = environment.moduleGraph.getModuleById(RESOLVED_PREFIX + id);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
    }
    const result = compile((text) => server.config.logger.warn(text));
    if (countErrors(result.diagnostics) > 0) {
      // Show the problems over the page as it is, instead of reloading into a failed import.
      const message = failureMessage(result);
      server.config.logger.error(message);
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'consorcio-flows' } });
    } else {
      // Flow and variants feed the whole conversation: a full reload is simpler and safer than HMR.
      server.ws.send({ type: 'full-reload' });
    }
  };

  return {
    name: 'consorcio-flows',
    configResolved(config) {
      root = options.root ?? config.root;
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id in MODULES ? RESOLVED_PREFIX + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX) || !(id.slice(1) in MODULES)) return undefined;
      const result = compile((text) => this.warn(text));
      for (const file of result.sources) this.addWatchFile(join(root, file));
      if (countErrors(result.diagnostics) > 0) {
        // The formatted report is the message: it is what the overlay and the build failure show.
        const message = isBuild && failureReported ? 'flow check failed (see the report above)' : failureMessage(result);
        failureReported = true;
        this.error({ message, stack: '' });
      }
      return MODULES[id.slice(1)](result);
    },
    configureServer(server) {
      server.watcher.add([join(root, 'flows'), join(root, 'variants')]);
      const onChange = (file: string) => {
        if (isContent(file)) reload(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
