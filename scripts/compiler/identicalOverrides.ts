// A variant override that repeats, word for word, the text it would inherit anyway (from the
// flow, or from the variant it extends) is dead weight: a later change to the default silently
// skips that variant. Warned, so such copies are dropped from the variant files.
import { isDeepStrictEqual } from 'node:util';
import type { Diagnostic } from './diagnostics.ts';
import { isRecord } from './checkSteps.ts';
import type { YamlSource } from './yamlSource.ts';

/** The sections a variant overrides by id, and what the flow says for each id. */
export type OverrideSection = 'texts' | 'messages' | 'ui';
export type FlowDefaults = Record<OverrideSection, Readonly<Record<string, unknown>>>;

export function checkIdenticalOverrides(
  source: YamlSource,
  variant: string,
  inherited: Readonly<Record<string, unknown>>,
  flow: FlowDefaults,
  out: Diagnostic[],
): void {
  const data = source.data;
  if (!isRecord(data)) return;
  for (const section of ['texts', 'messages', 'ui'] as const) {
    const own = data[section];
    if (!isRecord(own)) continue;
    const parent = isRecord(inherited[section]) ? inherited[section] : {};
    for (const [id, value] of Object.entries(own)) {
      const fromParent = id in parent;
      const base = fromParent ? parent[id] : flow[section][id];
      if (base === undefined || !isDeepStrictEqual(value, base)) continue;
      const origin = fromParent ? 'the variant it extends' : section === 'texts' ? 'the flow' : section === 'ui' ? "the flow's ui copy" : "the flow's messages";
      const message = `variant "${variant}": ${section}.${id} repeats the text of ${origin} word for word: delete it here so a change to the default reaches this variant too`;
      out.push(source.report([section, id], 'warning', { code: 'variant.identical-override', message, args: { partner: variant, step: id, section } }, 'key'));
    }
  }
}
