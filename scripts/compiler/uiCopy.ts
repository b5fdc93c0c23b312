// Interface copy (flows/ui.yaml, `ui:`): the words the screens show that are not a step's text,
// in groups (`page` ships with the first screen). Ids are unique across groups and flow files; each text's {param} placeholders are the
// parameters the code must pass (typed per id in src/generated/uiCopy.ts), so a variant's `ui:`
// override may use only the parameters its default has.
import type { Diagnostic } from './diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { isRecord } from './checkSteps.ts';
import type { YamlSource } from './yamlSource.ts';

const BRACES = /\{([^{}]*)\}/g;
/** Screens render copy as text: a tag would show to the visitor as typed. */
const TAG = /<\/?[a-zA-Z][^>]*>/;
const PARAM = /^[a-z][a-zA-Z0-9]*$/;

/** The {param} names of a copy text, in order of first appearance. */
export function copyParams(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(BRACES)) if (PARAM.test(match[1]) && !names.includes(match[1])) names.push(match[1]);
  return names;
}

/** The group whose copy ships with the first screen; every other group loads with the rest of the flow. */
export const FIRST_SCREEN_GROUP = 'page';
/** The group only the development server's chat shows (src/preview): a production build leaves it out. */
export const DEV_ONLY_GROUP = 'development';

export interface UiCopy {
  /** Copy id → text, all groups flattened (what the lookup and the variant overrides use). */
  texts: Record<string, string>;
  /** The ids of the first-screen group. */
  firstScreen: string[];
  /** The ids of the development-only group. */
  devOnly: string[];
}

/** Every copy id across groups and flow files (the first definition wins); duplicates and malformed placeholders are errors. */
export function collectUiCopy(flows: readonly YamlSource[], out: Diagnostic[]): UiCopy {
  const texts: Record<string, string> = {};
  const firstScreen: string[] = [];
  const devOnly: string[] = [];
  const seen = new Map<string, { source: YamlSource; group: string }>();
  for (const source of flows) {
    const data = source.data;
    if (!isRecord(data) || !isRecord(data.ui)) continue;
    for (const [group, entries] of Object.entries(data.ui)) {
      if (!isRecord(entries)) continue;
      for (const { key, line, col } of source.keysAt(['ui', group])) {
        const first = seen.get(key);
        if (first) {
          const at = first.source.at(['ui', first.group, key], 'key');
          out.push({
            file: source.file,
            line,
            col,
            severity: 'error',
            message: `duplicate ui copy id "${key}": also defined at ${first.source.file}:${at.line}:${at.col}`,
            code: 'ui.duplicate',
            args: { name: key, file: first.source.file },
          });
          continue;
        }
        seen.set(key, { source, group });
        const text = entries[key];
        if (typeof text !== 'string') continue;
        texts[key] = text;
        if (group === FIRST_SCREEN_GROUP) firstScreen.push(key);
        if (group === DEV_ONLY_GROUP) devOnly.push(key);
        for (const fragment of malformed(text)) {
          out.push({
            file: source.file,
            ...source.atText(['ui', group, key], fragment),
            severity: 'error',
            message: `ui.${group}.${key}: malformed placeholder ${fragment}: write {name}, a camelCase parameter the code passes`,
            code: 'ui.placeholder-malformed',
            args: { name: fragment },
          });
        }
        const tag = TAG.exec(text)?.[0];
        if (tag)
          out.push({
            file: source.file,
            ...source.atText(['ui', group, key], tag),
            severity: 'error',
            message: `ui.${group}.${key}: ${tag} would show as typed: ui copy is plain text (HTML belongs in a step's say)`,
            code: 'ui.html',
            args: { name: tag },
          });
      }
    }
  }
  return { texts, firstScreen, devOnly };
}

/** A variant's `ui:` overrides: each names a copy id and uses only that id's parameters. */
export function checkUiOverrides(source: YamlSource, variant: string, copy: Readonly<Record<string, string>>, out: Diagnostic[]): void {
  const data = source.data;
  if (!isRecord(data) || !isRecord(data.ui)) return;
  const prefix = `variant "${variant}": `;
  const ids = Object.keys(copy);
  for (const [id, text] of Object.entries(data.ui)) {
    const original = copy[id];
    if (original === undefined) {
      const said = {
        code: 'ui.override-unknown',
        message: `${prefix}ui override "${id}" names no ui copy${suggestion(id, ids)}`,
        args: { partner: variant, name: id },
      };
      out.push(source.report(['ui', id], 'error', said, 'key'));
      continue;
    }
    if (typeof text !== 'string') continue;
    const allowed = copyParams(original);
    for (const fragment of malformed(text)) {
      out.push({
        file: source.file,
        ...source.atText(['ui', id], fragment),
        severity: 'error',
        message: `${prefix}ui.${id}: malformed placeholder ${fragment}: write {name}${allowedList(allowed)}`,
        code: 'ui.placeholder-malformed',
        args: { name: fragment },
      });
    }
    const tag = TAG.exec(text)?.[0];
    if (tag)
      out.push({
        file: source.file,
        ...source.atText(['ui', id], tag),
        severity: 'error',
        message: `${prefix}ui.${id}: ${tag} would show as typed: ui copy is plain text`,
        code: 'ui.html',
        args: { name: tag },
      });
    for (const name of copyParams(text)) {
      if (allowed.includes(name)) continue;
      const fragment = `{${name}}`;
      const message = `${prefix}ui.${id}: placeholder ${fragment} is not a parameter of this copy${suggestion(name, allowed)}${allowedList(allowed)}`;
      const args = { name: fragment, allowed: allowed.map((one) => `{${one}}`).join(', ') };
      out.push({ file: source.file, ...source.atText(['ui', id], fragment), severity: 'error', message, code: 'ui.placeholder-unknown', args });
    }
  }
}

function malformed(text: string): string[] {
  return [...text.matchAll(BRACES)].filter((m) => !PARAM.test(m[1])).map((m) => m[0]);
}

function allowedList(allowed: readonly string[]): string {
  return allowed.length === 0 ? ' (this copy takes no parameters)' : ` (parameters: ${allowed.map((p) => `{${p}}`).join(', ')})`;
}

/** src/generated/uiCopy.ts: the copy ids and, per id with placeholders, the parameters the code must pass. */
export function renderUiCopyFile(copy: Readonly<Record<string, string>>, banner: string): string {
  const ids = Object.keys(copy).sort();
  const lines = [banner, '// The interface copy ids of flows/ui.yaml and the {param} placeholders each text takes.', ''];
  lines.push('/** Interface copy (`ui:` in flows/*.yaml): what useCopy() looks up. */');
  if (ids.length === 0) lines.push('export type UiCopyId = never;');
  else lines.push('export type UiCopyId =', ...ids.map((id, i) => `  | ${JSON.stringify(id)}${i === ids.length - 1 ? ';' : ''}`));
  lines.push('', '/** The parameters of each copy text that has {placeholders}; the others take none. */', 'export interface UiCopyParams {');
  for (const id of ids) {
    const params = copyParams(copy[id]);
    if (params.length > 0) lines.push(`  ${id}: { ${params.map((p) => `${p}: string | number`).join('; ')} };`);
  }
  lines.push('}', '');
  return lines.join('\n');
}
