// Issue 15 item 9 (dompurify decision): bot bubbles render flow texts with dangerouslySetInnerHTML,
// guarded by the build-time allow-list, not by a sanitiser in the browser. That is safe only if
// no interpolated value (the visitor's answers, the API's data) can add markup. This proves it
// for every text of every step and every variant override: with every state string set to an
// attack, each bubble's HTML still passes the same allow-list and carries no live markup.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { checkHtml } from '../../../scripts/compiler/html.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { formatters } from '../../../src/engine/formatters.ts';
import { stepMessages } from '../../../src/engine/stepMessages.ts';
import type { ConversationState } from '../../../src/contracts/content.ts';

const ATTACKS = ['"><img src=x onerror=alert(1)><script>alert(2)</script>', "javascript:alert(3)' onmouseover='alert(4)"];

/** The initial state with every string (and every string in a list) replaced by the attack. */
function hostile(value: unknown, attack: string): unknown {
  if (typeof value === 'string') return attack;
  if (Array.isArray(value)) return value.length === 0 ? [attack] : value.map((v) => hostile(v, attack));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hostile(v, attack)]));
  return value;
}

const { flow, variants } = compileFlows({ root: process.cwd() });

describe('issue 15 item 9: every interpolation is escaped', () => {
  it.each(ATTACKS)('no bubble of any step or variant carries live markup from state values: %s', (attack) => {
    const state = hostile(initialState(), attack) as ConversationState;
    let placeholders = 0;
    const problems: string[] = [];
    for (const variant of Object.values(variants)) {
      for (const [stepId, step] of Object.entries(flow.steps)) {
        for (const message of stepMessages(stepId, step, variant, state, formatters)) {
          if (!message.text) continue;
          if (message.text.includes('&lt;img') || message.text.includes('&#39;')) placeholders++;
          for (const p of checkHtml(message.text)) problems.push(`${variant.name}/${stepId}: ${p.message}`);
          if (/<(img|script)\b/i.test(message.text)) problems.push(`${variant.name}/${stepId}: live markup`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The check looked at real interpolations, not only static texts.
    expect(placeholders).toBeGreaterThan(50);
  });
});
