// The frame around every view: navigation, and the flows:check errors of the last save in a banner
// (the page keeps showing the last good data under it, never a blank screen).
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useStudioData } from './useStudioData.tsx';
import { DiagnosticList } from './DiagnosticList.tsx';

/** The studio's local mode, which `npm start` starts beside this server (studio/hosted/local/vitePluginLocalStudio.ts). */
const LOCAL_STUDIO_URL: string = import.meta.env.VITE_STUDIO_LOCAL_URL ?? 'http://127.0.0.1:5181/';

export function Shell({ children }: { children: ReactNode }) {
  const { data, error } = useStudioData();
  const errors = data?.diagnostics.filter((d) => d.severity === 'error') ?? [];
  return (
    <div className="studio">
      <header className="studio-header">
        <Link to="/" className="studio-brand">
          Studio
        </Link>
        <nav>
          <NavLink to="/" end>
            Overview
          </NavLink>
          <NavLink to="/flow">Flow map</NavLink>
          <NavLink to="/copy">Copy deck</NavLink>
          <NavLink to="/partner/new">New partner</NavLink>
          <a href="/" target="_blank" rel="noreferrer">
            Open the chat ↗
          </a>
          <a href={LOCAL_STUDIO_URL} target="_blank" rel="noreferrer">
            Estúdio novo (modo local) ↗
          </a>
        </nav>
      </header>
      {error && (
        <div className="studio-banner studio-banner--error" role="alert">
          The studio could not read the content: {error}
        </div>
      )}
      {errors.length > 0 && (
        <div className="studio-banner studio-banner--error" role="alert" data-testid="error-banner">
          <strong>{errors.length === 1 ? '1 error' : `${errors.length} errors`} in the YAML files</strong> — the chat shows the last good version until they are
          fixed.
          <DiagnosticList diagnostics={errors} />
        </div>
      )}
      <main className="studio-main">{data ? children : !error && <p className="studio-loading">Loading…</p>}</main>
    </div>
  );
}
