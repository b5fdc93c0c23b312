// A three-way merge of one YAML file by key path, not by line (issue 25 item 1): what `theirs`
// changed since `base` (a step's text, an option's label, a partner's override or setting) is
// written into `ours` with the minimal-splice writer, so every other byte of `ours` stays. Git's
// line merge calls two edits on adjacent lines a conflict (a `say:` and the `component:` under
// it); here only the same key changed two different ways is one. What cannot be decided — a file
// that does not parse, a change the writers cannot place — is a conflict on the whole file.
import { isDeepStrictEqual } from 'node:util';
import { parseDocument } from 'yaml';
import { applyToData, diffData, isEditValue, type KeyChange, overlaps, sameChange, valueAt } from './yamlDiff.ts';
import { type EditPath, type EditValue, editYaml, renderEditPath, YamlEditError } from './yamlEdit.ts';
import { spliceEntry } from './yamlSplice.ts';

export interface KeyConflict {
  /** The contested key ([] when the file as a whole could not be merged). */
  key: EditPath;
  /** Its value at the merge base, on our side and on theirs (undefined: absent). */
  base: unknown;
  ours: unknown;
  theirs: unknown;
  /** Why, when the file could not be merged by key at all. */
  structure?: string;
}

/** A conflict decided by a person: the key gets this value (null: removed). */
export interface KeyResolution {
  key: EditPath;
  value: EditValue | null;
}

export type KeyMergeResult = { clean: true; text: string } | { clean: false; conflicts: KeyConflict[] };

function data(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length > 0) return { ok: false, problem: doc.errors[0].message.split('\n')[0] };
  return { ok: true, value: doc.toJS() as unknown };
}

const whole = (structure: string): KeyMergeResult => ({
  clean: false,
  conflicts: [{ key: [], base: undefined, ours: undefined, theirs: undefined, structure }],
});

/** `ours` with what `theirs` changed since `base`, or the keys both changed differently. */
export function mergeYamlKeys(base: string, ours: string, theirs: string, resolutions: readonly KeyResolution[] = []): KeyMergeResult {
  const parsed = [data(base), data(ours), data(theirs)];
  const failed = parsed.find((one) => !one.ok);
  if (failed && !failed.ok) return whole(`um dos lados não é um YAML válido: ${failed.problem}`);
  const [b, o, t] = parsed.map((one) => (one.ok ? one.value : undefined));
  const mine = diffData(b, o);
  const apply: KeyChange[] = [];
  const conflicts = new Map<string, KeyConflict>();
  for (const change of diffData(b, t)) {
    const against = mine.filter((other) => overlaps(other.path, change.path));
    if (against.length === 0) apply.push(change);
    else if (!against.every((other) => sameChange(other, change))) {
      const key = [change, ...against].reduce((short, one) => (one.path.length < short.length ? one.path : short), change.path);
      conflicts.set(renderEditPath(key), { key, base: valueAt(b, key), ours: valueAt(o, key), theirs: valueAt(t, key) });
    }
  }
  const decided = new Map(resolutions.map((r) => [renderEditPath(r.key), r]));
  const open = [...conflicts.entries()].filter(([key]) => !decided.has(key)).map(([, conflict]) => conflict);
  if (open.length > 0) return { clean: false, conflicts: open };
  try {
    return write(
      ours,
      theirs,
      o,
      apply,
      [...conflicts.keys()].map((key) => decided.get(key)!),
    );
  } catch (error) {
    if (error instanceof YamlEditError) return whole(error.message);
    throw error;
  }
}

/** Writes theirs' changes, then the decided keys, into ours; the data must come out as expected. */
function write(ours: string, theirs: string, oursData: unknown, apply: readonly KeyChange[], decided: readonly KeyResolution[]): KeyMergeResult {
  let text = ours;
  let expected = oursData;
  for (const change of apply) {
    text = writeChange(text, theirs, change);
    expected = applyToData(expected, change.path, change.value);
  }
  for (const resolution of decided) {
    const value = resolution.value ?? undefined;
    if (isDeepStrictEqual(valueAt(expected, resolution.key), value)) continue;
    text = editYaml(text, resolution.key, value);
    expected = applyToData(expected, resolution.key, value);
  }
  const result = data(text);
  if (!result.ok || !isDeepStrictEqual(result.value, expected)) return whole('as mudanças dos dois lados não cabem juntas no arquivo');
  return { clean: true, text };
}

function writeChange(text: string, theirs: string, change: KeyChange): string {
  if (change.kind === 'remove') return editYaml(text, change.path, undefined);
  if (change.kind === 'set' && isEditValue(change.value)) return editYaml(text, change.path, change.value);
  // A seq item cannot be carried as an entry: only a map's key can.
  if (typeof change.path[change.path.length - 1] === 'number') throw new YamlEditError(`${renderEditPath(change.path)} mudou de forma`);
  return spliceEntry(text, theirs, change.path);
}
