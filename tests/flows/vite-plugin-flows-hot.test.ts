// In development a content save is a hot update of the virtual modules, not a page reload: the
// plugin says which modules a save touches, and sends content errors to the overlay instead.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_FIXED_EVENT, flowsPlugin } from '../../scripts/vite-plugin-flows.ts';
import { fixture } from './helpers.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A dev server's client environment holding every virtual module, over a copy of the clean project. */
function devServer() {
  root = mkdtempSync(join(tmpdir(), 'flows-hot-'));
  cpSync(fixture('clean').root, root, { recursive: true });
  mkdirSync(join(root, 'flows', 'fixtures'));
  const plugin = flowsPlugin({ root });
  (plugin.configResolved as Hook).call({}, { root, command: 'serve' });
  const modules = new Map(['virtual:flow', 'virtual:flow-rest', 'virtual:variants', 'virtual:flow-fixtures'].map((id) => [`\0${id}`, { id: `\0${id}` }]));
  const environment = {
    name: 'client',
    moduleGraph: { getModuleById: (id: string) => modules.get(id), invalidateModule: vi.fn() },
    hot: { send: vi.fn() },
  };
  // ws: the problems panel (every diagnostic after each save) listens on the server's socket.
  const server = { config: { logger: { warn: vi.fn(), error: vi.fn() } }, ws: { send: vi.fn() } };
  let time = 0;
  const save = async (file: string, text?: string, type = 'update') => {
    if (text !== undefined) writeFileSync(join(root, file), text);
    const read = () => Promise.resolve('');
    const updated = await (plugin.hotUpdate as Hook).call({ environment }, { file: join(root, file), timestamp: ++time, server, type, modules: [], read });
    return (updated as Array<{ id: string }> | undefined)?.map((m) => m.id.slice(1));
  };
  return { environment, save };
}

describe('flowsPlugin in development', () => {
  it('a flow or variant save updates the flow and variants modules; a fixture save only the fixtures', async () => {
    const { save, environment } = devServer();
    expect(await save('flows/intro.yaml')).toEqual(['virtual:flow', 'virtual:flow-rest', 'virtual:variants']);
    expect(await save('variants/main.yaml')).toEqual(['virtual:flow', 'virtual:flow-rest', 'virtual:variants']);
    expect(await save('flows/fixtures/any.yaml', 'description: a visitor\ndescricao: Um visitante\n')).toEqual(['virtual:flow-fixtures']);
    expect(environment.moduleGraph.invalidateModule).toHaveBeenCalledTimes(7);
    // A new or removed file is a save too.
    rmSync(join(root, 'flows/fixtures/any.yaml'));
    expect(await save('flows/fixtures/any.yaml', undefined, 'delete')).toEqual(['virtual:flow-fixtures']);
    // Not content: Vite handles it as usual.
    expect(await save('flows/tests/intro.yaml')).toBeUndefined();
    expect(await save('src/main.tsx')).toBeUndefined();
  });

  it('a save with errors updates nothing and shows them; the fix first tells the page to take them down', async () => {
    const { save, environment } = devServer();
    const intro = readFileSync(join(root, 'flows/intro.yaml'), 'utf8');
    expect(await save('flows/intro.yaml', intro.replace('say:', 'sya:'))).toEqual([]);
    expect(environment.hot.send).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', err: expect.objectContaining({ message: expect.stringContaining('unknown key "sya"') }) }),
    );
    environment.hot.send.mockClear();
    expect(await save('flows/intro.yaml', intro)).toContain('virtual:flow');
    expect(environment.hot.send).toHaveBeenCalledWith({ type: 'custom', event: CONTENT_FIXED_EVENT });
    // Only after a failure.
    environment.hot.send.mockClear();
    await save('flows/intro.yaml', intro);
    expect(environment.hot.send).not.toHaveBeenCalled();
  });
});
