// One HTML page per route, decided at build time (and per request in dev): which variants the page
// carries for src/main.tsx to resolve, and the head the page needs before any JavaScript runs
// (title, description, indexing directive, theme colours, banner and logo preloads).
// Only the page's own variant ships with it, so the first load does not grow with the partner count.
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import { DEFAULT_BRAND, logoCandidates } from '../../src/ui/logoCandidates.ts';
import { normalisePath } from '../../src/variants/normalisePath.ts';

export const NOT_FOUND_TITLE = 'Página não encontrada | Mycon Consórcio';
/** The 404 page's description: its own text (spec section 2). */
export const NOT_FOUND_DESCRIPTION = 'Desculpe, mas a página que está procurando não existe ou está inativa.';
/** The variant the 404 page (and a variant opened outside its site) borrows its header from. */
export const HOME_VARIANT = 'main';

export interface RoutePage {
  /** Output file under the build folder: index.html, rota99/index.html, 404.html. */
  file: string;
  /** The normalised route, or null for the 404 page. */
  route: string | null;
  /** The variant the route shows (its first screen is prerendered), null for the 404 page. */
  variant: string | null;
  /** What the page embeds for the resolver, keyed by variant file name. */
  variants: Record<string, ResolvedVariant>;
  head: PageHead;
}

export interface PageHead {
  title: string;
  description?: string;
  robots: string;
  theme?: ResolvedVariant['theme'];
  /** Images the first screen shows, fetched with the HTML instead of after the JavaScript. */
  preloadImages: string[];
}

/** `exists` says whether a public file (`/brands/99.png`) is there, to preload the logo the header will pick. */
export function routePages(variants: Readonly<Record<string, ResolvedVariant>>, exists: (publicPath: string) => boolean): RoutePage[] {
  const home = variants[HOME_VARIANT];
  if (!home) throw new Error(`variants/${HOME_VARIANT}.yaml is missing: the 404 page needs it`);
  const pages: RoutePage[] = [];
  for (const name of Object.keys(variants).sort()) {
    const variant = variants[name];
    if (variant.route === undefined) continue;
    const route = normalisePath(variant.route);
    pages.push({
      file: route === '/' ? 'index.html' : `${route.slice(1)}/index.html`,
      route,
      variant: name,
      variants: route === '/' ? homeCandidates(variants, home) : { [name]: variant, [HOME_VARIANT]: home },
      head: variantHead(variant, exists),
    });
  }
  pages.push({
    file: '404.html',
    route: null,
    variant: null,
    variants: { [HOME_VARIANT]: home },
    head: {
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_DESCRIPTION,
      robots: 'noindex',
      theme: home.theme,
      preloadImages: [logoFile(home.brand, exists)].filter(isString),
    },
  });
  return pages;
}

/** The page a path gets: its route's page, else the 404 page. */
export function pageForPath(pages: readonly RoutePage[], path: string): RoutePage {
  const route = normalisePath(path);
  return pages.find((p) => p.route === route) ?? pages.find((p) => p.route === null)!;
}

/**
 * `/` shows the variant serving the current host (src/variants/variantForHost.ts): only a routed
 * variant with a site domain of its own can win there over main, so only those ship with `/`.
 */
function homeCandidates(variants: Readonly<Record<string, ResolvedVariant>>, home: ResolvedVariant): Record<string, ResolvedVariant> {
  const out: Record<string, ResolvedVariant> = {};
  for (const [name, v] of Object.entries(variants)) {
    if (v === home || (v.route !== undefined && v.siteDomain && v.siteDomain !== home.siteDomain)) out[name] = v;
  }
  return out;
}

function variantHead(variant: ResolvedVariant, exists: (publicPath: string) => boolean): PageHead {
  return {
    title: variant.title ?? NOT_FOUND_TITLE,
    description: variant.description,
    robots: variant.robots ?? 'index,follow',
    theme: variant.theme,
    preloadImages: [variant.bannerSrc, logoFile(variant.brand, exists)].filter(isString),
  };
}

/** The first logo file the header will find (src/ui/BrandLogo.tsx tries the same list). */
function logoFile(brand: string | undefined, exists: (publicPath: string) => boolean): string | undefined {
  return logoCandidates(brand ?? DEFAULT_BRAND).find(exists);
}

function isString(value: string | undefined): value is string {
  return typeof value === 'string' && value !== '';
}
