// Writes a route's head and its variants into the HTML Vite built (or serves in dev), so the browser
// has the title, meta tags, colours and first images before the JavaScript arrives.
import { themeVariables } from '../../src/ui/theme.ts';
import { EMBEDDED_VARIANTS_ID } from '../../src/variants/embeddedVariants.ts';
import { PRERENDERED_NOT_FOUND, PRERENDERED_STEPS, PRERENDERED_VARIANT } from '../../src/ui/prerendered.ts';
import { EARLY_CHOICE_SCRIPT } from '../../src/contracts/earlyChoice.ts';
import type { RoutePage } from './routePages.ts';

/** The page's theme as CSS (a build puts it in the page's one inline stylesheet, allowed by its hash). */
export function themeStylesheet(page: RoutePage): string | undefined {
  const theme = themeVariables(page.head.theme);
  // `:root:root` outranks the base stylesheet's `:root` defaults, which the page links after this
  // one: with plain `:root` the first screen painted in the default colours until the app ran.
  return theme.length > 0 ? `:root:root{${theme.map(([name, value]) => `${name}:${value}`).join(';')}}\n` : undefined;
}

/** A variant's first screen as HTML (scripts/prerender/), and the steps whose bubbles it shows. */
export interface PrerenderedScreen {
  variant: string;
  html: string;
  steps: string[];
}

/** The 404 page as HTML (scripts/prerender/), which src/main.tsx hydrates. */
export interface PrerenderedNotFound {
  notFound: string;
}

/** `stylesheet`: the page's CSS, theme included (a build), as its one inline style; without it the
 * theme goes in a style attribute (dev: Vite serves the CSS, no CSP). `content`: the first screen
 * or the 404 page, painted before the JavaScript runs (src/main.tsx takes it over). */
export function renderPage(template: string, page: RoutePage, stylesheet?: string, content?: PrerenderedScreen | PrerenderedNotFound): string {
  const screen = content && 'steps' in content ? content : undefined;
  const { head } = page;
  let html = template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(head.title)}</title>`)
    .replace(/\s*<meta name="(description|robots)"[^>]*>/g, '');
  const theme = themeVariables(head.theme);
  if (head.theme?.background) {
    html = html.replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeAttribute(head.theme.background)}$2`);
  }
  if (stylesheet !== undefined) {
    // Nothing in it may end the element early (the CSP hash would then allow a shorter text).
    if (/<\/style/i.test(stylesheet)) throw new Error('a stylesheet containing "</style" cannot be inlined');
    html = html.replace('</title>', `</title>\n    <style>${stylesheet}</style>`);
  } else if (theme.length > 0) {
    const style = theme.map(([name, value]) => `${name}:${value}`).join(';');
    html = html.replace(/<html([^>]*)>/, `<html$1 style="${escapeAttribute(style)}">`);
  }
  const tags = [
    head.description ? `<meta name="description" content="${escapeAttribute(head.description)}" />` : '',
    `<meta name="robots" content="${escapeAttribute(head.robots)}" />`,
    ...head.preloadImages.map((src, i) => `<link rel="preload" as="image" href="${escapeAttribute(src)}"${i === 0 ? ' fetchpriority="high"' : ''} />`),
  ].filter(Boolean);
  html = html.replace('</title>', `</title>\n    ${tags.join('\n    ')}`);
  // JSON in a non-executed script: no CSP exception needed; `<` escaped so no text can close the tag.
  const json = JSON.stringify(page.variants).replace(/</g, '\\u003c');
  // With a first screen, its buttons can be tapped before the app runs: the inline script notes it,
  // listening from the head so that no tap comes before it.
  if (screen) html = html.replace('</head>', `  <script>${EARLY_CHOICE_SCRIPT}</script>\n  </head>`);
  const root = screen
    ? `<div id="root" ${PRERENDERED_VARIANT}="${escapeAttribute(screen.variant)}" ${PRERENDERED_STEPS}="${escapeAttribute(screen.steps.join(' '))}">${screen.html}</div>`
    : content && 'notFound' in content
      ? `<div id="root" ${PRERENDERED_NOT_FOUND}>${content.notFound}</div>`
      : '<div id="root"></div>';
  return html.replace('<div id="root"></div>', `${root}\n    <script type="application/json" id="${EMBEDDED_VARIANTS_ID}">${json}</script>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
