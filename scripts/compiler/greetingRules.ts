// What every variant's greeting must say (spec sections 1 and 9), checked on the greeting as the
// visitor reads it (greeting.ts):
// - greeting rule: it says "sem juros", "sem entrada" and "melhor taxa do país";
// - half-payment rule: on the paga_metade price table it says "paga só metade da parcela até ser contemplado";
// - discount rule: it promises "N% de desconto na primeira parcela" exactly when the variant has
//   `desconto`, N being the variant's resolved percentage; and no text of a variant without the
//   discount reads {variant.descontoPercentual} (the visitor would read an empty number).
// Each problem is an error at the text to change, or at the setting that asks for the promise.
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import { textsOf } from './checkText.ts';
import { type ContentRulesContext, GroupedReport, greetingIds, greetingOf, placeOf, plainGreeting, type ShownText } from './greeting.ts';

export const PROMISES = ['sem juros', 'sem entrada', 'melhor taxa do país'] as const;
const HALF_PAYMENT = 'paga só metade da parcela até ser contemplado';
const DISCOUNT_PROMISE = /(\d+)% de desconto na primeira parcela/;
const PERCENT_PLACEHOLDER = '{variant.descontoPercentual';

const GREETING_RULE = `greeting rule (spec section 1): every greeting says ${PROMISES.map((p) => `"${p}"`).join(', ')}`;
const HALF_PAYMENT_RULE = `half-payment rule (spec section 9): on the paga_metade price table the greeting says "${HALF_PAYMENT}"`;
const DISCOUNT_RULE =
  'discount rule (spec section 9): a variant with desconto promises "{variant.descontoPercentual}% de desconto na primeira parcela" in its greeting, and no other variant promises a discount';

export function checkGreetingRules(ctx: ContentRulesContext): void {
  // A flow that marks no greeting (the small flows of tests) is held to no promise; what a
  // variant's texts read does not depend on the greeting.
  const ids = greetingIds(ctx.steps);
  const report = new GroupedReport();
  for (const name of Object.keys(ctx.variants)) {
    const greeting = greetingOf(name, ids, ctx);
    if (ids.length > 0) {
      checkPromises(name, ctx.variants[name], greeting, ctx, report);
      checkDiscountPromise(name, ctx.variants[name], greeting, ctx, report);
    }
    checkPercentReads(name, ctx.variants[name], greeting, ctx, report);
  }
  report.flush(ctx.out);
}

function checkPromises(name: string, variant: ResolvedVariant, greeting: readonly ShownText[], ctx: ContentRulesContext, report: GroupedReport): void {
  const spoken = plainGreeting(greeting);
  for (const phrase of PROMISES) {
    if (spoken.includes(phrase)) continue;
    const blamed = blame(greeting, phrase);
    if (blamed) {
      const said = {
        code: 'greeting.promise-missing',
        message: `${placeOf(blamed)}: the greeting does not say "${phrase}" — ${GREETING_RULE}`,
        args: { phrase },
      };
      report.add(name, blamed.source, blamed.path, said);
    }
  }
  if (variant.tipoTabela !== 'paga_metade' || spoken.includes(HALF_PAYMENT)) return;
  const own = greeting.filter((t) => t.override).at(-1);
  const at = own ?? ctx.merger.origin(name, ['tipoTabela']);
  if (!at) return;
  const place = own ? `${placeOf(own)}: the greeting` : 'tipoTabela is paga_metade, but the greeting';
  const said = {
    code: 'greeting.half-payment-missing',
    message: `${place} does not say "${HALF_PAYMENT}" — ${HALF_PAYMENT_RULE}`,
    args: { phrase: HALF_PAYMENT },
  };
  report.add(name, at.source, at.path, said);
}

/**
 * The text that dropped a promise: the override that replaced the flow text saying it, else the
 * variant's last override of the greeting, else (the flow itself does not say it) the flow's last
 * greeting text.
 */
function blame(greeting: readonly ShownText[], phrase: string): ShownText | undefined {
  const overrides = greeting.filter((t) => t.override);
  return overrides.find((t) => t.flowPlain?.includes(phrase)) ?? overrides.at(-1) ?? greeting.at(-1);
}

function checkDiscountPromise(name: string, variant: ResolvedVariant, greeting: readonly ShownText[], ctx: ContentRulesContext, report: GroupedReport): void {
  const promise = DISCOUNT_PROMISE.exec(plainGreeting(greeting));
  const has = variant.desconto === true;
  if (has && !promise) {
    const own = greeting.filter((t) => t.override).at(-1);
    const at = own ?? ctx.merger.origin(name, ['desconto']);
    if (!at) return;
    const place = own ? `${placeOf(own)}: desconto is on, but the greeting` : 'desconto is on, but the greeting';
    report.add(name, at.source, at.path, { code: 'greeting.discount-missing', message: `${place} does not promise the discount — ${DISCOUNT_RULE}` });
    return;
  }
  if (!promise) return;
  const text = greeting.find((t) => t.plain.includes(promise[0])) ?? greeting[0];
  const fragment = text.raw.includes(PERCENT_PLACEHOLDER) ? PERCENT_PLACEHOLDER : `${promise[1]}%`;
  if (!has) {
    const message = `${placeOf(text)}: the greeting promises "${promise[0]}", but the variant has no desconto (set desconto: true, or drop the promise) — ${DISCOUNT_RULE}`;
    report.add(name, text.source, text.path, { code: 'greeting.discount-unearned', message, args: { phrase: promise[0] } }, fragment);
  } else if (Number(promise[1]) !== variant.descontoPercentual) {
    const message =
      `${placeOf(text)}: the greeting promises ${promise[1]}%, but this variant's discount is ${variant.descontoPercentual} % (empresaId ${variant.empresaId}); ` +
      `write {variant.descontoPercentual} instead of the number — ${DISCOUNT_RULE}`;
    const args = { stated: promise[1], rule: String(variant.descontoPercentual) };
    report.add(name, text.source, text.path, { code: 'greeting.discount-number', message, args }, fragment);
  }
}

/** A variant without the discount: no text it shows may read {variant.descontoPercentual}. */
function checkPercentReads(name: string, variant: ResolvedVariant, greeting: readonly ShownText[], ctx: ContentRulesContext, report: GroupedReport): void {
  if (variant.desconto === true) return;
  const overrides = Object.keys(variant.texts ?? {}).flatMap((stepId) => {
    const origin = ctx.merger.origin(name, ['texts', stepId]);
    if (!origin) return [];
    return textsOf(variant.texts?.[stepId], origin.path).map(([raw, path]) => ({ stepId, raw, source: origin.source, path, override: true }));
  });
  const seen = new Set<string>();
  for (const text of [...greeting, ...overrides]) {
    const key = `${text.source.file}:${text.path.join('.')}`;
    if (!text.raw.includes(PERCENT_PLACEHOLDER) || seen.has(key)) continue;
    seen.add(key);
    const message = `${placeOf(text)}: reads {variant.descontoPercentual}, but the variant has no desconto, so the visitor would read an empty number — ${DISCOUNT_RULE}`;
    report.add(name, text.source, text.path, { code: 'greeting.percent-without-discount', message }, PERCENT_PLACEHOLDER);
  }
}
