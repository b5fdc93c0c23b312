// /rascunhos/:id/mapa, "Mapa da conversa" (issue 24: the old studio's flow map, phase overview,
// coverage and overview, for a draft's own files in both modes). The first view: the parts as
// cards, the search, the coverage and the overview with every problem; ?parte=<part> (or todas)
// draws that part's map, ?etapa= opens it on a step, ?parceiro= puts that partner's texts in the
// boxes. A step's text opens it in the draft editor at that etapa.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../api.ts';
import { Layout } from '../Layout.tsx';
import { isLocal, useMode } from '../mode.tsx';
import { ErrorNotice } from '../parts/Notice.tsx';
import { CoverageControl } from './CoverageControl.tsx';
import { type CanvasHandle, MapCanvas } from './MapCanvas.tsx';
import { ErrorBanner, MapOverview } from './MapOverview.tsx';
import { MapLegend, MapToolbar, SearchResults } from './MapToolbar.tsx';
import { ALL_PARTS, useMapLinks } from './mapLinks.ts';
import type { FlowMap } from './mapTypes.ts';
import { PartCards } from './PartCards.tsx';
import { matchesSearch } from './search.ts';
import { useMapFollow } from './useMapFollow.ts';
import './map.css';

export function FlowMapPage() {
  const { id = '' } = useParams();
  const local = isLocal(useMode());
  const [params, setParams] = useSearchParams();
  const { map, error, computing, computeCoverage, reload } = useFlowMap(id, params.get('parceiro'));
  useMapFollow(id, local, map?.head ?? null, reload);
  const links = useMapLinks(id, map, params);
  const [query, setQuery] = useState('');
  const canvas = useRef<CanvasHandle>(null);
  const part = params.get('parte');
  const showCoverage = params.get('cobertura') !== 'nao';
  const matches = useMemo(() => (map && query.trim() ? map.steps.filter((s) => matchesSearch(s, query)) : []), [map, query]);
  return (
    <Layout title="Mapa da conversa">
      <p>
        <Link to={`/rascunhos/${id}`}>{local ? '← Voltar a Esta pasta' : '← Voltar ao rascunho'}</Link>
      </p>
      <h1>Mapa da conversa</h1>
      <ErrorNotice error={error} />
      {!map && !error && <p aria-busy="true">Desenhando o mapa…</p>}
      {map && (
        <>
          <ErrorBanner problems={map.problems} />
          <MapToolbar
            map={map}
            partner={params.get('parceiro')}
            onPartner={(p) => setParams(links.withParam('parceiro', p), { replace: true })}
            part={part}
            onPart={(p) => setParams(links.partLink(p))}
            query={query}
            onQuery={setQuery}
            onSearch={() => matches.length > 0 && canvas.current?.show(matches.map((m) => m.id))}
          />
          {query.trim() && (
            <SearchResults
              query={query}
              matches={matches}
              partName={links.partName}
              onShow={part ? (s) => canvas.current?.show([s]) : undefined}
              linkTo={part ? undefined : links.focusLink}
            />
          )}
          {part && (
            <PartMap map={map} part={part} canvas={canvas} matches={matches} searching={query.trim() !== ''} showCoverage={showCoverage} links={links} />
          )}
          <CoverageControl
            coverage={map.coverage}
            computing={computing}
            onCompute={computeCoverage}
            shown={showCoverage}
            onShown={(on) => setParams(links.withParam('cobertura', on ? null : 'nao'), { replace: true })}
          />
          {!part && <PartCards map={map} partLink={links.partLink} stepLink={links.stepLink} />}
          {!part && <MapOverview map={map} stepLink={links.stepLink} partLink={links.partLink} />}
        </>
      )}
    </Layout>
  );
}

interface PartMapProps {
  map: FlowMap;
  part: string;
  canvas: React.RefObject<CanvasHandle | null>;
  matches: readonly { id: string }[];
  searching: boolean;
  showCoverage: boolean;
  links: ReturnType<typeof useMapLinks>;
}

/** One part's map (or every part's), with its legend. */
function PartMap({ map, part, canvas, matches, searching, showCoverage, links }: PartMapProps) {
  const [params] = useSearchParams();
  const shown = useMemo(() => (part === ALL_PARTS ? map.parts : map.parts.filter((p) => p.part === part)), [map, part]);
  const matchSet = useMemo(() => new Set(matches.map((m) => m.id)), [matches]);
  const untested = useMemo(
    () => (map.coverage?.ok && showCoverage ? { steps: new Set(map.coverage.untestedSteps), links: new Set(map.coverage.untestedLinks) } : null),
    [map, showCoverage],
  );
  const focus = params.get('etapa');
  if (shown.length === 0) return <p>Esta parte não existe no rascunho.</p>;
  return (
    <>
      <p>
        <Link to={links.withParam('parte', null)}>← Todas as partes e os problemas</Link>
      </p>
      <MapLegend coverage={untested !== null} />
      <MapCanvas
        key={`${part}-${focus ?? ''}`}
        ref={canvas}
        map={map}
        parts={shown}
        matches={matchSet}
        searching={searching}
        untested={untested}
        focus={focus}
        editorLink={links.editorLink}
      />
    </>
  );
}

/** The draft's map for a partner; computeCoverage asks the server to run the draft's tests. */
function useFlowMap(id: string, partner: string | null) {
  const [map, setMap] = useState<FlowMap | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [computing, setComputing] = useState(false);
  const load = useCallback(
    (coverage: boolean) => {
      const query = new URLSearchParams();
      if (partner) query.set('parceiro', partner);
      if (coverage) query.set('cobertura', '1');
      const text = query.toString();
      return api<FlowMap>('GET', `/api/rascunhos/${id}/mapa${text ? `?${text}` : ''}`).then((answer) => {
        setMap(answer);
        setError(null);
      }, setError);
    },
    [id, partner],
  );
  useEffect(() => {
    load(false);
  }, [load]);
  const computeCoverage = () => {
    setComputing(true);
    load(true).finally(() => setComputing(false));
  };
  return { map, error, computing, computeCoverage, reload: () => load(false) };
}
