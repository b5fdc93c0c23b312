// Variant colours become CSS custom properties on <html>; styles/base.css holds the defaults,
// so a variant without a theme (or with a partial one) still gets the full palette.
import type { Variant } from '../contracts/content.ts';

type Theme = NonNullable<Variant['theme']>;

const VARIABLES: ReadonlyArray<[keyof Theme, string]> = [
  ['background', '--color-background'],
  ['primaryBackground', '--color-primary'],
  ['primaryForeground', '--color-primary-fg'],
];

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
