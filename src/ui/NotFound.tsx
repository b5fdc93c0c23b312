// The 404 page (spec sections 2 and 8): an unknown path, or a variant opened outside its site.
// Same header as the chat (default brand, no conversation), the spec's text and four help links.
import { useLayoutEffect } from 'react';
import type { ResolvedVariant } from '../contracts/content.ts';
import { Header } from './Header.tsx';
import { setMeta } from './setMeta.ts';
import { applyTheme } from './theme.ts';

export const NOT_FOUND_TEXT = 'Desculpe, mas a página que está procurando não existe ou está inativa.';

/** The help pages, as paths under the site domain (the spec names them, not their addresses). */
export const HELP_LINKS: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'O que é consórcio?', path: '/o-que-e-consorcio' },
  { label: 'O que comprar?', path: '/o-que-comprar' },
  { label: 'Como comprar?', path: '/como-comprar' },
  { label: 'Precisa de ajuda?', path: '/ajuda' },
];

export function NotFound({ variant }: { variant: ResolvedVariant }) {
  const site = variant.siteDomain ? `https://${variant.siteDomain}` : '';
  useLayoutEffect(() => {
    applyTheme(document.documentElement, variant.theme);
    document.title = 'Página não encontrada | Mycon Consórcio';
    // An error page must not be indexed under the address that produced it.
    setMeta(document, 'robots', 'noindex');
  }, [variant]);

  return (
    <div className="app">
      <Header variant={{ ...variant, navBar: false }} />
      <main className="not-found" id="conteudo">
        <div className="not-found__card">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1 className="not-found__text">{NOT_FOUND_TEXT}</h1>
          <nav aria-label="Páginas de ajuda">
            <ul className="not-found__links">
              {HELP_LINKS.map((link) => (
                <li key={link.path}>
                  <a className="not-found__link" href={`${site}${link.path}`}>
                    {link.label}
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
