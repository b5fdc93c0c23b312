// The first-instalment discount percentage is resolved here, once: the company rule (spec section
// 9, src/domain/discount.ts) applied to the company a lead is saved with, written into the resolved
// variant as `descontoPercentual` (and into its `referral` block for the referral form). The chat's
// texts, its plan offer and the sandbox's charge all read that field instead of deriving it again.
// A variant whose plan types go to companies with different rates could not promise one number in
// its greeting, so it is refused; a percentage written in a file is checked against the rule.
import { discountPercentForCompany } from '../../src/domain/discount.ts';
import { PLAN_TYPES } from '../../src/domain/planTypes.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import { leadIds } from '../../src/variants/leadIds.ts';
import { isRecord } from './checkSteps.ts';
import type { Diagnostic } from './diagnostics.ts';
import { hasPath } from './mergeVariants.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';

const RULE = 'spec section 9: 60 for company 97, 50 otherwise';

/** Fills `descontoPercentual` on the merged variant (and on its referral block), reporting what contradicts the rule. */
export function resolveDiscountPercent(source: YamlSource, name: string, variant: Record<string, unknown>, out: Diagnostic[]): void {
  const form = { source, name, subject: `variant "${name}"`, at: [] as DataPath, out };
  setPercent(variant, percentOf(variant, form));
  if (!isRecord(variant.referral)) return;
  const referral = { ...variant.referral };
  // The referral form's percentage is its own company's, never the one just filled in above.
  const { descontoPercentual: _filled, ...own } = variant;
  const withReferral = { ...own, ...referral };
  setPercent(referral, percentOf(withReferral, { ...form, subject: `variant "${name}" with a referral code`, at: ['referral'] }));
  // A copy: the merged referral block may be the very object parsed from defaults.yaml.
  variant.referral = referral;
}

interface Form {
  source: YamlSource;
  name: string;
  /** `variant "x"` or `variant "x" with a referral code`. */
  subject: string;
  /** Where this form's fields sit in the file: [] or ['referral']. */
  at: DataPath;
  out: Diagnostic[];
}

/** The percentage a lead of this form gets when it has the discount; undefined without one. */
function percentOf(variant: Record<string, unknown>, form: Form): number | undefined {
  const byCompany = companyRates(variant);
  checkStated(variant, byCompany, form);
  if (variant.desconto !== true) return undefined;
  const rates = new Set(byCompany.map((c) => c.percent));
  if (rates.size > 1) {
    const list = byCompany.map((c) => `empresaId ${c.empresaId} (${c.planTypes.join(', ')}) gives ${c.percent} %`).join(', ');
    const message =
      `${form.subject}: the discount would differ by plan type — ${list}; one greeting cannot promise both (${RULE}): ` +
      'give every plan type a company with the same rate';
    form.out.push(form.source.report(ownPath(form, ['planIds'], ['empresaId']), 'error', { code: 'discount.rates-differ', message }));
    return undefined;
  }
  return byCompany[0]?.percent;
}

interface CompanyRate {
  empresaId: number;
  percent: number;
  planTypes: string[];
}

/** The companies a lead of this variant is saved with, by plan type (leadIds), and each one's rate. */
function companyRates(variant: Record<string, unknown>): CompanyRate[] {
  const rates = new Map<number, CompanyRate>();
  for (const tipoPlano of PLAN_TYPES) {
    const { empresaId } = leadIds(variant as unknown as ResolvedVariant, tipoPlano);
    if (typeof empresaId !== 'number') continue;
    const rate = rates.get(empresaId) ?? { empresaId, percent: discountPercentForCompany(empresaId), planTypes: [] };
    rate.planTypes.push(tipoPlano);
    rates.set(empresaId, rate);
  }
  return [...rates.values()];
}

/**
 * A percentage written in a file: one that contradicts the company a lead would be saved with
 * would promise what the sandbox does not charge (an error, also where it is inherited); one that
 * agrees repeats what the compiler fills in (a warning where it is written).
 */
function checkStated(variant: Record<string, unknown>, byCompany: readonly CompanyRate[], form: Form): void {
  const stated = variant.descontoPercentual;
  if (typeof stated !== 'number') return;
  const field = [...form.at, 'descontoPercentual'].join('.');
  const own = hasPath(form.source.data, [...form.at, 'descontoPercentual']);
  const wrong = byCompany.find((c) => c.percent !== stated);
  if (wrong) {
    const message =
      `${subjectOf(form)}: ${field} ${stated}${own ? '' : ' (inherited)'} contradicts the company rule — ` +
      `empresaId ${wrong.empresaId} gives ${wrong.percent} % (${RULE}); remove it or write ${wrong.percent}`;
    const args = { stated: String(stated), rule: String(wrong.percent) };
    form.out.push(form.source.report(own ? [...form.at, 'descontoPercentual'] : [], 'error', { code: 'discount.contradicts-rule', message, args }));
  } else if (own && byCompany.length > 0) {
    const message = `${subjectOf(form)}: ${field} ${stated} repeats the company rule (empresaId ${byCompany[0].empresaId} gives ${stated} %): the compiler fills it in, so remove it here`;
    form.out.push(
      form.source.report([...form.at, 'descontoPercentual'], 'warning', { code: 'discount.repeats-rule', message, args: { stated: String(stated) } }),
    );
  }
}

/** The field is named with its path (referral.descontoPercentual), so the subject is the variant alone. */
function subjectOf(form: Form): string {
  return `variant "${form.name}"`;
}

function setPercent(target: Record<string, unknown>, percent: number | undefined): void {
  if (percent === undefined) delete target.descontoPercentual;
  else target.descontoPercentual = percent;
}

/** The first of `candidates` (under the form's path) the file itself writes, else the file's top. */
function ownPath(form: Form, ...candidates: DataPath[]): DataPath {
  for (const candidate of candidates) {
    const path = [...form.at, ...candidate];
    if (hasPath(form.source.data, path)) return path;
  }
  return form.at.length > 0 && hasPath(form.source.data, form.at) ? form.at : [];
}
