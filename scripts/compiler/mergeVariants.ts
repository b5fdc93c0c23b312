// How variant files combine: variants/defaults.yaml holds the shared defaults, and every other
// file is merged over its `extends` file (default: defaults). Also answers which file of that chain
// writes a field, so a problem with an inherited value points at the line that sets it.
import { suggestion } from '../../src/text/didYouMean.ts';
import { isRecord } from './checkSteps.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';

export const DEFAULTS = 'defaults';

/** Identify one variant, so they are never inherited (two variants sharing a route would collide). */
const NOT_INHERITED = ['route', 'name', 'extends'];

export interface VariantMerger {
  /** Variant file sources by variant name. */
  byName: ReadonlyMap<string, YamlSource>;
  /** The variant with what it extends merged in (cached: copy it before changing it). */
  resolve(name: string): Record<string, unknown>;
  /** What a variant would have without its own file: its parent's merged values (defaults' for most). */
  inheritedBy(name: string): Record<string, unknown>;
  /** The file (and path in it) that writes `path` for this variant: its own, else along its `extends` chain to defaults. */
  origin(name: string, path: DataPath): { source: YamlSource; path: DataPath } | undefined;
}

export function variantMerger(sources: readonly YamlSource[], out: Diagnostic[]): VariantMerger {
  const byName = new Map(sources.map((s) => [variantName(s.file), s]));
  const own = (name: string): Record<string, unknown> => {
    const data = byName.get(name)?.data;
    return isRecord(data) ? data : {};
  };
  const parentOf = (name: string): string | undefined => {
    const parent = own(name).extends;
    return typeof parent === 'string' && parent !== DEFAULTS && name !== DEFAULTS && byName.has(parent) ? parent : undefined;
  };
  const merged = new Map<string, Record<string, unknown>>();

  const resolve = (name: string, stack: readonly string[]): Record<string, unknown> => {
    const done = merged.get(name);
    if (done) return done;
    const data = own(name);
    let base: Record<string, unknown> = name === DEFAULTS ? {} : own(DEFAULTS);
    if (checkParent(name, data.extends, stack, byName, out)) base = resolve(data.extends as string, [...stack, name]);
    const result = mergeDeep(omit(base, NOT_INHERITED), omit(data, ['extends']));
    result.name ??= name;
    merged.set(name, result);
    return result;
  };

  return {
    byName,
    resolve: (name) => resolve(name, []),
    inheritedBy(name) {
      if (name === DEFAULTS) return {};
      const parent = own(name).extends;
      return typeof parent === 'string' && parent !== name && byName.has(parent) ? resolve(parent, [name]) : own(DEFAULTS);
    },
    origin(name, path) {
      const seen = new Set<string>();
      for (let at: string | undefined = name; at !== undefined && !seen.has(at); at = parentOf(at)) {
        seen.add(at);
        const source = byName.get(at);
        if (source && hasPath(source.data, path)) return { source, path };
      }
      const defaults = byName.get(DEFAULTS);
      if (defaults && !NOT_INHERITED.includes(String(path[0])) && hasPath(defaults.data, path)) return { source: defaults, path };
      return undefined;
    },
  };
}

/** Whether `extends` names a variant to merge under this one; a missing file or a cycle is reported. */
function checkParent(name: string, parent: unknown, stack: readonly string[], byName: ReadonlyMap<string, YamlSource>, out: Diagnostic[]): boolean {
  if (typeof parent !== 'string' || parent === DEFAULTS || name === DEFAULTS) return false;
  const source = byName.get(name)!;
  if (!byName.has(parent)) {
    const message = `variant "${name}": extends "${parent}", which is not a variant file${suggestion(parent, byName.keys())}`;
    out.push(source.report(['extends'], 'error', { code: 'variant.extends-unknown', message, args: { partner: name, name: parent } }));
    return false;
  }
  if (stack.includes(parent)) {
    const cycle = [...stack, name, parent].join(' → ');
    out.push(
      source.report(['extends'], 'error', {
        code: 'variant.extends-cycle',
        message: `variant "${name}": extends cycle ${cycle}`,
        args: { partner: name, cycle },
      }),
    );
    return false;
  }
  return true;
}

/** variants/99-pay.yaml → 99-pay. */
export function variantName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
}

/** Objects (theme, texts) merge key by key; anything else, lists included, is replaced. */
export function mergeDeep(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = isRecord(current) && isRecord(value) ? mergeDeep(current, value) : value;
  }
  return result;
}

/** Whether the data has a value at `path` (a map key at each step). */
export function hasPath(data: unknown, path: DataPath): boolean {
  let node = data;
  for (const segment of path) {
    if (!isRecord(node) || !Object.hasOwn(node, segment)) return false;
    node = node[segment];
  }
  return true;
}

function omit(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const result = { ...record };
  for (const key of keys) delete result[key];
  return result;
}
