// Top bar: brand logo linking to the variant's site and, when the variant has navBar on, the site
// menu (inline on wide screens, behind a menu button on phones).
import { useEffect, useId, useRef, useState } from 'react';
import type { ResolvedVariant } from '../contracts/content.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { useCopy } from './copy/CopyContext.tsx';
import type { UiCopyId } from '../generated/uiCopy.ts';

/** The site's sections, as paths under the variant's siteDomain; labels are copy ids (flows/ui.yaml). */
export const MENU_LINKS: ReadonlyArray<{ label: UiCopyId; path: string }> = [
  { label: 'menuHome', path: '/' },
  { label: 'menuBlog', path: '/blog' },
  { label: 'menuHowItWorks', path: '/como-funciona' },
  { label: 'menuWhyUs', path: '/por-que-nos' },
  { label: 'menuVideos', path: '/videos' },
  { label: 'menuFaq', path: '/duvidas-frequentes' },
  { label: 'menuCareers', path: '/trabalhe-conosco' },
];

export function Header({ variant }: { variant: ResolvedVariant }) {
  const site = variant.siteDomain ? `https://${variant.siteDomain}` : '';
  const showMenu = variant.navBar && !variant.isApp;
  return (
    <header className="header">
      <div className="header__inner">
        <a className="header__brand" href={site || '/'}>
          <BrandLogo brand={variant.brand} />
        </a>
        {showMenu && <SiteMenu site={site} />}
      </div>
    </header>
  );
}

function SiteMenu({ site }: { site: string }) {
  const copy = useCopy();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav className="header__nav" aria-label={copy('menuLabel')}>
      <button
        ref={toggle}
        type="button"
        className="header__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={copy(open ? 'menuClose' : 'menuOpen')}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="header__toggle-bar" />
        <span className="header__toggle-bar" />
        <span className="header__toggle-bar" />
      </button>
      <ul id={menuId} className={`header__menu${open ? ' header__menu--open' : ''}`}>
        {MENU_LINKS.map((link) => (
          <li key={link.path}>
            <a className="header__link" href={`${site}${link.path}`}>
              {copy(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
