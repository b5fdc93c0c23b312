// The rules about content that used to live only in unit tests over the real YAML, as flows:check
// diagnostics with file:line:col, so the terminal, the dev overlay, the studio's save gate and CI
// refuse the same content: the greeting's promises and the discount promise (greetingRules.ts),
// the images a variant names (variantAssets.ts), what makes a partner its own (partnerIdentity.ts)
// and every indexable page's own title (pageTitles.ts).
import type { ContentRulesContext } from './greeting.ts';
import { checkGreetingRules } from './greetingRules.ts';
import { checkPageTitles } from './pageTitles.ts';
import { checkPartnerIdentity } from './partnerIdentity.ts';
import { checkVariantAssets } from './variantAssets.ts';

export type { ContentRulesContext };

export function checkContentRules(root: string, ctx: ContentRulesContext): void {
  checkGreetingRules(ctx);
  checkVariantAssets(root, ctx);
  checkPartnerIdentity(ctx);
  checkPageTitles(ctx);
}
