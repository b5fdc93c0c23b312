// The new partner's screen in small, painted with the colours as they are picked: where each colour
// goes (the header, the bot's avatar and bubbles, the buttons) and the contrast rule that guards it,
// so "White on the primary background" is something the editor sees, not a rule to decode.
import type { PartnerForm } from '../../contract/studioClient.ts';
import { themeContrast } from '../../../src/contracts/themeContrast.ts';

export function PartnerScreenPreview({ theme, greeting, banner }: { theme: PartnerForm['theme']; greeting: string; banner: boolean }) {
  const checks = themeContrast(theme);
  const failing = (pair: string) => checks.find((c) => c.pair === pair)?.passes === false;
  return (
    <figure className="partner-screen" data-testid="partner-screen" aria-label="The partner's screen">
      <div
        className={`partner-screen__header${failing('White header text on the background') ? ' partner-screen--low' : ''}`}
        style={{ background: theme.background, color: '#ffffff' }}
        title="background · White header text on the background"
      >
        LOGO <span className="partner-screen__tag">background</span>
      </div>
      {banner ? <div className="partner-screen__banner">banner</div> : <div className="partner-screen__nobanner">no banner</div>}
      <div className="partner-screen__row">
        <span
          className={`partner-screen__avatar${failing('White on the primary background') ? ' partner-screen--low' : ''}`}
          style={{ background: theme.primaryBackground, color: '#ffffff' }}
          title="primaryBackground · White on the primary background"
        >
          M
        </span>
        {/* The editor's draft, as plain text: the gate checks its HTML when the partner is created. */}
        <p className="partner-screen__bubble">{greeting.replace(/<[^>]+>/g, '')}</p>
      </div>
      <button
        type="button"
        tabIndex={-1}
        className={`partner-screen__button${failing('Button text on the primary background') ? ' partner-screen--low' : ''}`}
        style={{ background: theme.primaryBackground, color: theme.primaryForeground }}
        title="primaryBackground + primaryForeground · Button text on the primary background"
      >
        SIMULAR AGORA <span className="partner-screen__tag">primaryBackground / primaryForeground</span>
      </button>
      <figcaption className="muted">
        Header: <b>background</b> under white text. Bot avatar and the visitor's answers: white on <b>primaryBackground</b>. Buttons: <b>primaryForeground</b>{' '}
        on <b>primaryBackground</b>. A part outlined in red fails its contrast rule.
      </figcaption>
    </figure>
  );
}
