// /studio/flow: the map's first view, readable at a glance. One card per phase (its steps, the
// phases it leads to, the error fallbacks bundled), in the order a conversation meets them; a card
// opens that phase's map at a zoom where its text reads. Search finds a step in any phase and opens
// its phase's map on it. Every step at once stays one link away (/studio/flow/all).
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { buildGraph } from '../graph/buildGraph.ts';
import { phaseSummary } from '../graph/phaseSummary.ts';
import { matchesSearch } from '../graph/search.ts';
import { useStudioData } from '../useStudioData.tsx';

export default function PhaseOverview() {
  const { data } = useStudioData();
  const [query, setQuery] = useState('');
  const graph = useMemo(() => (data ? buildGraph(data.steps) : undefined), [data]);
  const phases = useMemo(() => (data && graph ? phaseSummary(data, graph.edges) : []), [data, graph]);
  if (!data || !graph) return null;
  const phaseOf = new Map(data.files.flatMap((f) => f.steps.map((id) => [id, f.phase] as const)));
  const matches = query.trim() ? graph.nodes.filter((n) => matchesSearch(n, query)).slice(0, 12) : [];
  const stepLink = (id: string) => `/flow/${phaseOf.get(id) ?? 'all'}?focus=${encodeURIComponent(id)}`;
  return (
    <div className="phase-overview" data-testid="phase-overview">
      <div className="flow-map__toolbar">
        <input type="search" placeholder="Search a step id or text" aria-label="Search steps" value={query} onChange={(e) => setQuery(e.target.value)} />
        <span className="flow-map__stats">
          {graph.nodes.length} steps in {phases.length} phases · <Link to="/flow/all">every step at once</Link>
        </span>
      </div>
      {query.trim() && (
        <ul className="flow-map__results" aria-label="Search results">
          {matches.length === 0 && <li>No step matches “{query}”.</li>}
          {matches.map((m) => (
            <li key={m.id}>
              <Link to={stepLink(m.id)}>{m.id}</Link> <span className="muted">({phaseOf.get(m.id)})</span> <span>{m.text}</span>
            </li>
          ))}
        </ul>
      )}
      <ol className="phase-cards">
        {phases.map((p) => (
          <li key={p.phase} className="phase-card" data-phase={p.phase}>
            <h2>
              <Link to={`/flow/${p.phase}`}>{p.phase}</Link>
            </h2>
            <p>
              {p.steps} {p.steps === 1 ? 'step' : 'steps'}
              {p.errorSteps > 0 ? `, ${p.errorSteps === p.steps ? 'an error step' : `${p.errorSteps} of them error steps`}` : ''} ·{' '}
              <span className="muted">{p.file}</span>
            </p>
            {p.leadsTo.length > 0 && (
              <p>
                Leads to:{' '}
                {p.leadsTo.map((l, i) => (
                  <span key={l.phase}>
                    {i > 0 && ', '}
                    <Link to={`/flow/${l.phase}`}>{l.phase}</Link> ({l.links} {l.links === 1 ? 'link' : 'links'})
                  </span>
                ))}
              </p>
            )}
            {p.fallsBackTo.length > 0 && (
              <p className="muted">
                Falls back to:{' '}
                {p.fallsBackTo.map((f, i) => (
                  <span key={f.step}>
                    {i > 0 && ', '}
                    <Link to={`/step/${encodeURIComponent(f.step)}`}>{f.step}</Link> (from {f.from} {f.from === 1 ? 'step' : 'steps'})
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
