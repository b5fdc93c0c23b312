// A partner file is usually a copy of another partner's (docs/partners.md, step 1): what makes it
// that partner must not stay the other's. Partner rule:
// - a tag container (gtmId), messaging link (linkWhatsApp) or banner (bannerSrc) a file sets is
//   its own: another file setting the same value is an error at the second one;
// - a variant that overrides its greeting does not greet word for word like another variant;
// - a partner (a variant showing a brand of its own) does not keep the default colours.
import { isDeepStrictEqual } from 'node:util';
import { isRecord } from './checkSteps.ts';
import { type ContentRulesContext, greetingIds, greetingOf, type ShownText } from './greeting.ts';
import { DEFAULTS, hasPath, variantName } from './mergeVariants.ts';
import type { YamlSource } from './yamlSource.ts';

const OWN_FIELDS = ['gtmId', 'linkWhatsApp', 'bannerSrc'] as const;
const RULE = "partner rule (docs/partners.md): a partner's tag container, messaging link, banner, greeting and colours are its own";

export function checkPartnerIdentity(ctx: ContentRulesContext): void {
  for (const field of OWN_FIELDS) checkOwnValues(field, ctx);
  checkGreetings(ctx);
  checkColours(ctx);
}

/** The value a file writes itself, compared with every other file's own. */
function checkOwnValues(field: (typeof OWN_FIELDS)[number], ctx: ContentRulesContext): void {
  const first = new Map<string, YamlSource>();
  for (const source of ctx.merger.byName.values()) {
    const value = isRecord(source.data) ? source.data[field] : undefined;
    if (typeof value !== 'string' || value === '') continue;
    const other = first.get(value);
    if (!other) {
      first.set(value, source);
      continue;
    }
    const at = other.at([field]);
    const message = `variant "${variantName(source.file)}": ${field} "${value}" is also the one ${other.file}:${at.line}:${at.col} sets — ${RULE}`;
    ctx.out.push(source.report([field], 'error', { code: 'partner.shared-setting', message, args: { name: field, value, file: other.file } }));
  }
}

/** Greetings a variant writes itself (an override of a greeting step), compared whole. */
function checkGreetings(ctx: ContentRulesContext): void {
  const ids = greetingIds(ctx.steps);
  const first = new Map<string, { name: string; at: ShownText }>();
  for (const name of Object.keys(ctx.variants)) {
    const source = ctx.merger.byName.get(name);
    const greeting = greetingOf(name, ids, ctx);
    const own = greeting.find((t) => t.override && t.source === source);
    if (!own) continue;
    const words = greeting.map((t) => t.raw).join('\n');
    const other = first.get(words);
    if (!other) {
      first.set(words, { name, at: own });
      continue;
    }
    const at = other.at.source.at(other.at.path);
    const message = `variant "${name}": texts.${own.stepId}: the greeting is word for word variant "${other.name}"'s (${other.at.source.file}:${at.line}:${at.col}) — ${RULE}`;
    ctx.out.push(own.source.report(own.path, 'error', { code: 'partner.same-greeting', message, args: { partner: name, other: other.name } }));
  }
}

/** A variant whose brand is not the default one is a partner: it shows its own theme. */
function checkColours(ctx: ContentRulesContext): void {
  const defaults = ctx.merger.byName.get(DEFAULTS)?.data;
  if (!isRecord(defaults) || typeof defaults.brand !== 'string') return;
  for (const [name, variant] of Object.entries(ctx.variants)) {
    if (variant.brand === undefined || variant.brand === defaults.brand || !isDeepStrictEqual(variant.theme, defaults.theme)) continue;
    const at = ctx.merger.origin(name, ['brand']);
    if (!at || at.source.data === defaults) continue;
    const ownTheme = hasPath(at.source.data, ['theme']) ? ['theme'] : at.path;
    const message = `variant "${name}": a partner (brand "${variant.brand}") keeps the default colours: set its theme — ${RULE}`;
    ctx.out.push(at.source.report(ownTheme, 'error', { code: 'partner.default-colours', message, args: { partner: name } }));
  }
}
