// The new partner's screen in small, painted with the colours as they are picked (issue 24 item 6):
// where each colour goes — the header, the robot's icon, the first button (labelled as the draft's
// content labels it, from GET …/novo-parceiro) — and, outlined in red with "contraste baixo" beside
// it, the part a failing colour rule is about, so "o texto branco sobre a cor do cabeçalho" is
// something the editor sees. Texts on the painted parts are drawn by CSS
// (data-amostra): a low pair must look as unreadable as visitors would see it without failing axe.
import type { ReactNode } from 'react';
import { pairsInWords, type Theme } from '../colourWords.ts';
import { plain } from './Bubbles.tsx';

interface Props {
  theme: Theme;
  /** The greeting as typed (drawn as the visitor reads it: its HTML tags left out). */
  greeting: string;
  /** The first button a visitor meets, as the draft's content labels it (null: none, or not read yet). */
  button: string | null;
  banner: boolean;
}

function Part({ low, words, className, children }: { low: string | undefined; words: string; className: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={words} className={`partner-screen__part${low ? ' partner-screen--low' : ''}`} data-testid={`parte-${className}`}>
      {children}
      {low && (
        <span className="partner-screen__flag" title={low}>
          ✗ contraste baixo
        </span>
      )}
    </div>
  );
}

export function PartnerScreen({ theme, greeting, button, banner }: Props) {
  const failing = (pair: string) => pairsInWords(theme).find((check) => check.pair === pair && !check.passes)?.problem;
  return (
    <figure className="partner-screen" aria-labelledby="tela-do-parceiro">
      <figcaption id="tela-do-parceiro">
        Como fica a página do parceiro. Uma parte contornada em vermelho, com “contraste baixo”, é onde uma regra de contraste falha.
      </figcaption>
      <Part low={failing('White header text on the background')} words="Cabeçalho" className="cabecalho">
        <div className="partner-screen__header" style={{ background: theme.background, color: '#ffffff' }} data-amostra="LOGO   Menu" />
      </Part>
      <div className={banner ? 'partner-screen__banner' : 'partner-screen__nobanner'}>{banner ? 'Banner do parceiro' : 'Sem banner'}</div>
      <Part low={failing('White on the primary background')} words="Ícone do robô" className="robo">
        <div className="partner-screen__row">
          <span className="partner-screen__avatar" style={{ background: theme.primaryBackground, color: '#ffffff' }} data-amostra="M" />
          <p className="partner-screen__bubble">{plain(greeting)}</p>
        </div>
      </Part>
      {button !== null && (
        <Part low={failing('Button text on the primary background')} words={`Botão ${button}`} className="botao">
          <div className="partner-screen__button" style={{ background: theme.primaryBackground, color: theme.primaryForeground }} data-amostra={button} />
        </Part>
      )}
    </figure>
  );
}
