// The 404 page (spec sections 2 and 8): an unknown path, or a variant opened outside its site.
// Same header as the chat (default brand, no conversation), the spec's text and four help links.
import { useLayoutEffect } from 'react';
import type { ResolvedVariant } from '../contracts/content.ts';
import { Header } from './Header.tsx';
import { setMeta } from './setMeta.ts';
import { applyTheme } from './theme.ts';
import { useCopy } from './copy/CopyContext.tsx';
import type { UiCopyId } from '../generated/uiCopy.ts';

/** The help pages, as paths under the site domain (the spec names them, not their addresses). */
export const HELP_LINKS: ReadonlyArray<{ label: UiCopyId; path: string }> = [
  { label: 'helpWhatIsConsorcio', path: '/o-que-e-consorcio' },
  { label: 'helpWhatToBuy', path: '/o-que-comprar' },
  { label: 'helpHowToBuy', path: '/como-comprar' },
  { label: 'helpNeedHelp', path: '/ajuda' },
];

/** Rendered inside a CopyProvider with the variant's copy (src/main.tsx). */
export function NotFound({ variant }: { variant: ResolvedVariant }) {
  const copy = useCopy();
  const site = variant.siteDomain ? `https://${variant.siteDomain}` : '';
  const title = copy('notFoundPageTitle');
  useLayoutEffect(() => {
    applyTheme(document.documentElement, variant.theme);
    document.title = title;
    // An error page must not be indexed under the address that produced it.
    setMeta(document, 'robots', 'noindex');
  }, [variant, title]);

  return (
    <div className="app">
      <Header variant={{ ...variant, navBar: false }} />
      <main className="not-found" id="conteudo">
        <div className="not-found__card">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1 className="not-found__text">{copy('notFoundText')}</h1>
          <nav aria-label={copy('notFoundHelpLabel')}>
            <ul className="not-found__links">
              {HELP_LINKS.map((link) => (
                <li key={link.path}>
                  <a className="not-found__link" href={`${site}${link.path}`}>
                    {copy(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </main>
    </div>
  );
}
