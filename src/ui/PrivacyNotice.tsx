// The notice under the input bar (spec section 2): '*Ao continuar você estará de acordo com nossa
// Política de Privacidade', whose last words link to the variant's privacy policy
// (politicaPrivacidadeUrl, default in variants/defaults.yaml), in a new tab. The sentence is one
// copy text with a {politica} placeholder; a partner's own notice without it shows as plain text.
import { useCopy } from './copy/CopyContext.tsx';

/** Stands where the link goes while the sentence is split around it. */
const LINK_MARK = '\u0000';

export function PrivacyNotice({ url }: { url: string | undefined }) {
  const copy = useCopy();
  const parts = copy('privacyNotice', { politica: LINK_MARK }).split(LINK_MARK);
  const words = copy('privacyPolicy');
  const link = url ? (
    <a className="chat__notice-link" href={url} target="_blank" rel="noopener noreferrer" aria-label={`${words}${copy('opensInNewTab')}`}>
      {words}
    </a>
  ) : (
    words
  );
  const [before, ...after] = parts;
  return (
    <p className="chat__notice">
      {before}
      {after.length > 0 && (
        <>
          {link}
          {after.join('')}
        </>
      )}
    </p>
  );
}
