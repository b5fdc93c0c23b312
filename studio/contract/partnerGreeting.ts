// The greeting a new partner gets when the form leaves it empty: the content's own words (the
// greeting step's `newPartnerSay`, flows/intro.yaml), its {parceiro} replaced by the partner's
// name. The studio's form shows it as the field's starting text; the server writes it.
// The engine's escaping, so the greeting shows the name as interpolate would show a value.
import { escapeHtml } from '../../src/engine/interpolate.ts';

/** Where the template puts the partner's name. */
export const PARTNER_NAME = '{parceiro}';

export function partnerGreeting(template: string, name: string): string {
  return template.replaceAll(PARTNER_NAME, escapeHtml(name.trim()));
}

/** The template a step offers new partners (`newPartnerSay`), if it has one. */
export function greetingTemplate(steps: Readonly<Record<string, unknown>>, step: string): string | null {
  const found = Object.hasOwn(steps, step) ? (steps[step] as { newPartnerSay?: unknown } | null) : null;
  return typeof found?.newPartnerSay === 'string' ? found.newPartnerSay : null;
}

/**
 * The texts a new partner with a discount gives the steps whose own words promise none
 * (`newPartnerDiscountSay`, flows/intro.yaml), as [step, text] in the flow's order.
 */
export function discountTexts(steps: Readonly<Record<string, unknown>>): Array<[string, string]> {
  return Object.entries(steps).flatMap(([id, step]) => {
    const text = (step as { newPartnerDiscountSay?: unknown } | null)?.newPartnerDiscountSay;
    return typeof text === 'string' ? [[id, text] as [string, string]] : [];
  });
}
