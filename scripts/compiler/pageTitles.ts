// Every indexable page has a title of its own (spec section 3: title, description and indexing
// directive per variant; issue 26 item 8). Two indexable routes with the same title compete in
// search results and tell a visitor nothing about whose page it is: a warning at the second
// variant's file (at its own `title:` when it writes one, else at the top: it inherits the title).
import type { ContentRulesContext } from './greeting.ts';
import { variantName } from './mergeVariants.ts';

const RULE = 'page rule (docs/partners.md): every indexable page has its own title; give this one its own title, or robots: "noindex,follow"';

/** A robots directive that lets search engines index the page. */
export function isIndexable(robots: string | undefined): boolean {
  return !/\bnoindex\b|\bnone\b/i.test(robots ?? '');
}

export function checkPageTitles(ctx: ContentRulesContext): void {
  const first = new Map<string, string>();
  // The main page keeps the default title: the others are compared with it first.
  const ordered = Object.entries(ctx.variants).sort(([, a], [, b]) => Number(b.route === '/') - Number(a.route === '/'));
  for (const [name, variant] of ordered) {
    if (variant.route === undefined || !isIndexable(variant.robots) || !variant.title) continue;
    const title = variant.title.trim();
    const other = first.get(title);
    if (other === undefined) {
      first.set(title, name);
      continue;
    }
    const source = ctx.merger.byName.get(name);
    if (!source) continue;
    const own = source.data !== null && typeof source.data === 'object' && 'title' in source.data;
    const message = `variant "${variantName(source.file)}": title "${title}" is also the title of variant "${other}", another indexable page — ${RULE}`;
    const said = { code: 'variant.title-shared', message, args: { name: title, other } };
    ctx.out.push(own ? source.report(['title'], 'warning', said) : { file: source.file, line: 1, col: 1, severity: 'warning', ...said });
  }
}
