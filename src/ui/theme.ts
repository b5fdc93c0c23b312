// Variant colours become CSS custom properties on <html>; styles/base.css holds the defaults,
// so a variant without a theme (or with a partial one) still gets the full palette.
import type { Variant } from '../contracts/content.ts';

type Theme = NonNullable<Variant['theme']>;

const VARIABLES: ReadonlyArray<[keyof Theme, string]> = [
  ['background', '--color-background'],
  ['primaryBackground', '--color-primary'],
  ['primaryForeground', '--color-primary-fg'],
];

/** The custom properties a theme sets; the build also writes them inline in each route's HTML. */
export function themeVariables(theme: Theme | undefined): Array<[string, string]> {
  return VARIABLES.flatMap(([key, variable]) => (theme?.[key] ? [[variable, theme[key]!] as [string, string]] : []));
}

export function applyTheme(root: HTMLElement, theme: Theme | undefined): void {
  for (const [key, variable] of VARIABLES) {
    const value = theme?.[key];
    if (value) root.style.setProperty(variable, value);
    else root.style.removeProperty(variable);
  }
  // The phone's browser chrome follows the header colour.
  const meta = root.ownerDocument.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && theme?.background) meta.content = theme.background;
}
