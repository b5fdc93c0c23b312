// A variant's theme must keep its text readable (WCAG AA, 4.5:1). The compiler's check
// (scripts/compiler/checkThemeContrast.ts), the studio's live checks and the new-partner writer
// read the same pairs, so this module imports nothing the browser cannot load.
import { AA_NORMAL_TEXT, contrastRatio } from '../domain/contrast.ts';

export type ThemeColour = 'background' | 'primaryBackground' | 'primaryForeground';

/**
 * The colour pairs a variant's theme must keep readable (WCAG AA, normal text): what the chat
 * paints with them. `foreground` is a theme colour or a fixed one; `blame` is the colour to change.
 * flows:check, the new-partner writer and the studio's live checks all read this one list.
 */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<{ pair: string; background: ThemeColour; foreground: ThemeColour | '#ffffff'; blame: ThemeColour }> = [
  { pair: 'White header text on the background', background: 'background', foreground: '#ffffff', blame: 'background' },
  { pair: 'Button text on the primary background', background: 'primaryBackground', foreground: 'primaryForeground', blame: 'primaryForeground' },
  { pair: 'White on the primary background', background: 'primaryBackground', foreground: '#ffffff', blame: 'primaryBackground' },
];

export interface ContrastCheck {
  pair: string;
  blame: ThemeColour;
  /** The theme colours the pair is made of, the one to blame first. */
  colours: ThemeColour[];
  background: string;
  foreground: string;
  ratio: number;
  passes: boolean;
}

/** Every pair's ratio for a theme; pairs with a missing colour are left out. */
export function themeContrast(theme: Partial<Record<ThemeColour, string>>): ContrastCheck[] {
  return THEME_CONTRAST_PAIRS.flatMap((pair) => {
    const background = theme[pair.background];
    const foreground = pair.foreground.startsWith('#') ? pair.foreground : theme[pair.foreground as ThemeColour];
    if (!isColour(background) || !isColour(foreground)) return [];
    const ratio = contrastRatio(background, foreground);
    const colours = [...new Set([pair.blame, pair.background, pair.foreground])].filter((c): c is ThemeColour => !c.startsWith('#'));
    return [{ pair: pair.pair, blame: pair.blame, colours, background, foreground, ratio, passes: ratio >= AA_NORMAL_TEXT }];
  });
}

export function isColour(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}
