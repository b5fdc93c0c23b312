// A low-contrast theme colour is an error at the colour the file itself sets, so the studio's
// save gate refuses it like any other content error and CI catches a hand edit.
import { AA_NORMAL_TEXT } from '../../src/domain/contrast.ts';
import { type ThemeColour, themeContrast } from '../../src/contracts/themeContrast.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { YamlSource } from './yamlSource.ts';

/** `merged` is the variant as resolved (its theme merged over what it extends). */
export function checkThemeContrast(source: YamlSource, name: string, merged: Record<string, unknown>, out: Diagnostic[]): void {
  const ownTheme = (source.data as { theme?: unknown } | undefined)?.theme;
  if (typeof merged.theme !== 'object' || merged.theme === null) return;
  for (const check of themeContrast(merged.theme as Partial<Record<ThemeColour, string>>)) {
    if (check.passes) continue;
    // Reported where this file sets one of the pair's colours; a pair it only inherits is the parent's to fix.
    const at = check.colours.find((key) => typeof ownTheme === 'object' && ownTheme !== null && key in ownTheme);
    if (!at) continue;
    out.push(
      source.report(['theme', at], 'error', {
        code: 'variant.contrast',
        message: `variant "${name}": text too faint on theme.${at} — ${check.pair}: contrast ${check.ratio.toFixed(2)}:1 (${check.foreground} on ${check.background}), below WCAG AA ${AA_NORMAL_TEXT}:1`,
        args: { partner: name, foreground: check.foreground, background: check.background, ratio: check.ratio.toFixed(2).replace('.', ',') },
      }),
    );
  }
}
