// Checks one flow or variant text: placeholders against what a text may read, HTML against the allowlist.
import type { Diagnostic } from './diagnostics.ts';
import { checkHtml } from './html.ts';
import { checkPlaceholders } from './placeholders.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';

export function checkText(source: YamlSource, path: DataPath, text: string, prefix: string, formatters: readonly string[], out: Diagnostic[]): void {
  for (const problem of [...checkPlaceholders(text, formatters), ...checkHtml(text)]) {
    const { code, args } = problem;
    out.push({
      file: source.file,
      ...source.atText(path, problem.fragment),
      severity: 'error',
      message: prefix + problem.message,
      code,
      ...(args ? { args } : {}),
    });
  }
}

/** A `say` or variant text as (text, path) pairs: one string or a list of bubbles. */
export function textsOf(value: unknown, path: DataPath): Array<[string, DataPath]> {
  if (typeof value === 'string') return [[value, path]];
  if (Array.isArray(value)) {
    return value.flatMap((text, i): Array<[string, DataPath]> => (typeof text === 'string' ? [[text, [...path, i]]] : []));
  }
  return [];
}
