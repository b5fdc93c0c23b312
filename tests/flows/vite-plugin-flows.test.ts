import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { flowsPlugin } from '../../scripts/vite-plugin-flows.ts';
import { fixture } from './helpers.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks as a build would, with a fake plugin context. */
function load(root: string, id: string) {
  const plugin = flowsPlugin({ root });
  (plugin.configResolved as Hook).call({}, { root: '/elsewhere', command: 'build' });
  const resolved = (plugin.resolveId as Hook).call({}, id) as string;
  const context = {
    warn: vi.fn(),
    addWatchFile: vi.fn(),
    error: (e: string | { message: string }) => {
      throw new Error(typeof e === 'string' ? e : e.message);
    },
  };
  const code = (plugin.load as Hook).call(context, resolved) as string;
  return { code, context };
}

/** The default export of a data module (the rest of the flow also exports its ui copy, read by uiOf). */
const moduleValue = (code: string) => JSON.parse(/^export default (.*);$/m.exec(code)![1]) as Record<string, unknown>;
const uiOf = (code: string) => JSON.parse(/^export const ui = (.*);$/m.exec(code)![1]) as Record<string, string>;
const messagesOf = (code: string) => JSON.parse(/^export const messages = (.*);$/m.exec(code)![1]) as Record<string, string>;

/** Evaluates virtual:flow as the browser would: plain data plus a dynamic import of the rest. */
function evaluateFlow(root: string, lazyImports: string[] = []) {
  const code = load(root, 'virtual:flow').code;
  const body = code.replace(/^export default /m, 'return ').replace(/import\(/g, '__import(');
  return new Function('__import', body)((id: string) => {
    lazyImports.push(id);
    const rest = load(root, id).code;
    return Promise.resolve({ default: moduleValue(rest), ui: uiOf(rest), messages: messagesOf(rest) });
  }) as {
    start: string;
    steps: Record<string, unknown>;
    ui: Record<string, string>;
    messages: Record<string, string>;
    load: () => Promise<Record<string, unknown>>;
  };
}

describe('flowsPlugin', () => {
  it('serves the flow compiled at build time: the first screen up front, the rest as a lazy module', async () => {
    const { root } = fixture('clean');
    const flow = load(root, 'virtual:flow');
    const lazyImports: string[] = [];
    const first = evaluateFlow(root, lazyImports);
    expect(first.start).toBe('hello');
    expect(first.steps).toHaveProperty('hello');
    expect(first.steps).not.toHaveProperty('bye');
    expect(await first.load()).toMatchObject({ bye: { say: 'Até mais!' } });
    expect(lazyImports).toEqual(['virtual:flow-rest']);
    expect(flow.context.addWatchFile).toHaveBeenCalledWith(`${root}/flows/intro.yaml`);
    const variants = moduleValue(load(root, 'virtual:variants').code);
    expect(Object.keys(variants).sort()).toEqual(['main', 'partner', 'partner-app']);
  });

  it("ships the first screen's ui copy up front and the rest with the rest of the flow, into the same object", async () => {
    const root = mkdtempSync(join(tmpdir(), 'ui-copy-'));
    try {
      cpSync(fixture('clean').root, root, { recursive: true });
      writeFileSync(join(root, 'flows', 'ui.yaml'), "ui:\n  page:\n    inputHint: 'Aperte ENTER'\n  payment:\n    cardBack: VOLTAR\n");
      const first = evaluateFlow(root);
      expect(first.ui).toEqual({ inputHint: 'Aperte ENTER' });
      const ui = first.ui;
      await first.load();
      expect(ui).toEqual({ inputHint: 'Aperte ENTER', cardBack: 'VOLTAR' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('ships only the messages a page shows before the rest of the flow up front, the others with the rest, into the same object', async () => {
    const root = mkdtempSync(join(tmpdir(), 'messages-'));
    try {
      cpSync(fixture('clean').root, root, { recursive: true });
      writeFileSync(
        join(root, 'flows', 'messages.yaml'),
        "messages:\n  required: 'Preencha para continuar!'\n  conversationNotResumed: 'Vamos começar de novo.'\n",
      );
      const first = evaluateFlow(root);
      const messages = first.messages;
      expect(messages).toEqual({ conversationNotResumed: 'Vamos começar de novo.' });
      await first.load();
      expect(messages).toEqual({ conversationNotResumed: 'Vamos começar de novo.', required: 'Preencha para continuar!' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails the build with the same report as the CLI', () => {
    const { root } = fixture('broken');
    expect(() => load(root, 'virtual:flow')).toThrow(
      /flow check failed:\n[^]*flows\/main\.yaml:14:5 +error  step "ask-name": unknown key "nxet"[^]*6 errors, 1 warning/,
    );
  });

  it('ignores other modules', () => {
    const plugin = flowsPlugin({ root: fixture('clean').root });
    expect((plugin.resolveId as Hook).call({}, 'virtual:other')).toBeUndefined();
  });
});

describe('the dev overlay', () => {
  it('carries the whole report, warnings included, with absolute paths Vite links to the editor', async () => {
    const { overlayPayload } = await import('../../scripts/compiler/overlay.ts');
    const { compileFlows } = await import('../../scripts/compiler/compileFlows.ts');
    const { root, registries } = fixture('editor-mistakes');
    const payload = overlayPayload(compileFlows({ root, registries }).diagnostics, root)!;
    expect(payload.message).toBe('flow check: 3 errors, 1 warning (the same as npm run flows:check; click a path to open it)');
    expect(payload.loc).toEqual({ file: `${root}/flows/main.yaml`, line: 8, column: 29 });
    const lines = payload.stack.split('\n');
    expect(lines).toHaveLength(4);
    // Vite's overlay links what matches /(?:[a-zA-Z]:\\|\/).*?:\d+:\d+/ and opens it via /__open-in-editor.
    expect(lines[3]).toMatch(new RegExp(`^${root}/flows/main\\.yaml:18:14 +error  step "ask-nickname": input\\.field "lead\\.apelido"`));
    expect(lines[2]).toContain('warning  step "hello": option "AGORA NÃO" leads nowhere');
    expect(overlayPayload([], root)).toBeNull();
  });

  it('is injected into the page in dev only', () => {
    const html = (command: 'serve' | 'build') => {
      const plugin = flowsPlugin({ root: fixture('clean').root });
      (plugin.configResolved as Hook).call({}, { root: '/elsewhere', command });
      return ((plugin.transformIndexHtml as { handler: Hook }).handler as Hook).call({}) as Array<{ attrs: { src: string } }>;
    };
    expect(html('serve').map((t) => t.attrs.src)).toEqual(['/@id/__x00__virtual:flows-overlay']);
    expect(html('build')).toEqual([]);
  });
});
