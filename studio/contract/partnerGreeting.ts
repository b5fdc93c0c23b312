// The greeting a new partner gets when the form leaves it empty: the studio's form shows it as the
// field's starting text, and the partner writer (studio/edit/partnerFile.ts) writes it.
// The engine's escaping, so the greeting shows the name as interpolate would show a value.
import { escapeHtml } from '../../src/engine/interpolate.ts';

export function stockGreeting(name: string): string {
  return `Olá, cliente <b>${escapeHtml(name.trim())}</b>! 👋 Que bom ter você aqui.`;
}
