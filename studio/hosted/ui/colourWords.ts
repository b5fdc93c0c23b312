// A partner's colours as an editor thinks of them (issue 24 items 4 and 10): two swatches — the
// header, the buttons — each a background with the text painted over it, and every pair the chat
// paints checked against WCAG AA (src/contracts/themeContrast.ts, the compiler's own list), said in
// Portuguese. Pure: the page shows these words live and the server refuses with the same ones.
import { AA_NORMAL_TEXT } from '../../../src/domain/contrast.ts';
import { type ContrastCheck, type ThemeColour, themeContrast } from '../../../src/contracts/themeContrast.ts';

export type Theme = Record<ThemeColour, string>;

export interface Swatch {
  id: 'cabecalho' | 'botoes';
  name: string;
  help: string;
  /** The colour the swatch is painted with. */
  background: ThemeColour;
  /** The text over it: another theme colour the editor picks, or fixed white. */
  text: ThemeColour | '#ffffff';
}

export const SWATCHES: readonly Swatch[] = [
  { id: 'cabecalho', name: 'Cabeçalho', help: 'A faixa do topo da página, com o texto em branco.', background: 'background', text: '#ffffff' },
  {
    id: 'botoes',
    name: 'Botões e destaques',
    help: 'Os botões de resposta e o ícone do robô; o texto dos botões na cor escolhida ao lado.',
    background: 'primaryBackground',
    text: 'primaryForeground',
  },
];

/** Each colour's name in a sentence. */
export const COLOUR_NAMES: Record<ThemeColour, string> = {
  background: 'cor do cabeçalho',
  primaryBackground: 'cor dos botões',
  primaryForeground: 'cor do texto dos botões',
};

/** What each pair the chat paints is, in words. */
const PAIR_WORDS: Record<string, string> = {
  'White header text on the background': 'O texto branco sobre a cor do cabeçalho',
  'Button text on the primary background': 'O texto dos botões sobre a cor dos botões',
  'White on the primary background': 'O branco (ícone do robô) sobre a cor dos botões',
};

export const ratioText = (ratio: number) => `${ratio.toFixed(2).replace('.', ',')}:1`;

export interface PairInWords extends ContrastCheck {
  words: string;
  /** Empty when the pair is readable. */
  problem: string;
}

export function pairsInWords(theme: Partial<Theme>): PairInWords[] {
  return themeContrast(theme).map((check) => ({
    ...check,
    words: PAIR_WORDS[check.pair] ?? check.pair,
    problem: check.passes
      ? ''
      : `${PAIR_WORDS[check.pair] ?? check.pair} tem contraste de ${ratioText(check.ratio)}, abaixo do mínimo de ${String(AA_NORMAL_TEXT).replace('.', ',')}:1: fica difícil de ler. Mude a ${COLOUR_NAMES[check.blame]}.`,
  }));
}

/** The pairs a swatch is part of (its background is one of their two colours). */
export const pairsOf = (swatch: Swatch, pairs: readonly PairInWords[]) => pairs.filter((pair) => pair.colours.includes(swatch.background));
