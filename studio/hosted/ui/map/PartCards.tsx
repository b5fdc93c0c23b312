// The map's first view, readable at a glance: one card per part of the conversation (its steps,
// the parts it leads to, the error steps it falls back to bundled) in the order a conversation
// meets them; a card opens that part's map at a zoom where its text reads. Ported from the old
// studio's views/PhaseOverview.tsx.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { FlowMap } from './mapTypes.ts';
import { partSummary } from './partSummary.ts';

interface Props {
  map: FlowMap;
  partLink: (part: string) => string;
  stepLink: (stepId: string) => string;
}

export function PartCards({ map, partLink, stepLink }: Props) {
  const parts = useMemo(() => partSummary(map), [map]);
  return (
    <section aria-labelledby="mapa-partes">
      <h2 id="mapa-partes">As partes, na ordem da conversa</h2>
      <p>
        <Link to={partLink('todas')}>Ver todas as etapas de uma vez</Link>
      </p>
      <ol className="phase-cards">
        {parts.map((p) => (
          <li key={p.part} className="phase-card card" data-part={p.part}>
            <h3>
              <Link to={partLink(p.part)}>{p.name}</Link>
            </h3>
            <p>
              {p.steps} {p.steps === 1 ? 'etapa' : 'etapas'}
              {p.errorSteps > 0 ? `, ${p.errorSteps === p.steps ? 'só avisos de erro' : `${p.errorSteps} delas avisos de erro`}` : ''}
            </p>
            {p.leadsTo.length > 0 && (
              <p>
                Leva a:{' '}
                {p.leadsTo.map((l, i) => (
                  <span key={l.part}>
                    {i > 0 && ', '}
                    <Link to={partLink(l.part)}>{l.name}</Link> ({l.links} {l.links === 1 ? 'caminho' : 'caminhos'})
                  </span>
                ))}
              </p>
            )}
            {p.fallsBackTo.length > 0 && (
              <p className="muted">
                Em caso de erro vai para:{' '}
                {p.fallsBackTo.map((f, i) => (
                  <span key={f.step}>
                    {i > 0 && ', '}
                    <Link to={stepLink(f.step)}>“{f.text}”</Link> (de {f.from} {f.from === 1 ? 'etapa' : 'etapas'})
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
