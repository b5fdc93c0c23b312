// /studio/flow/:file (one phase) and /studio/flow/all (every phase): the flow as a graph laid out by
// dagre per phase (graph/layout.ts), each phase in a titled box, drawn by React Flow with zoom, pan and a minimap. Search by step id or text, a variant
// selector that shows that variant's texts, and coverage colouring when coverage/flows.json exists.
// A phase opens on its first steps (or on ?focus=<step>) at a zoom where their text reads; the
// first view of the map is the phase overview (PhaseOverview.tsx).
import '@xyflow/react/dist/style.css';
import { Background, Controls, MiniMap, ReactFlow, ViewportPortal, type Edge, type Node, type ReactFlowInstance } from '@xyflow/react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { buildGraph, type GraphNode } from '../graph/buildGraph.ts';
import { LayoutCache, layoutFlow, NODE_HEIGHT, NODE_WIDTH, type PhaseBox } from '../graph/layout.ts';
import { matchesSearch } from '../graph/search.ts';
import { StepNode } from '../graph/StepNode.tsx';
import { useStudioData } from '../useStudioData.tsx';
import type { StudioData, StudioFlowFile } from '../../contract/studioData.ts';

const nodeTypes = { step: StepNode };
// Kept across renders and visits: a content save re-lays out only the phase whose graph changed.
const layoutCache = new LayoutCache();

export default function FlowMap() {
  const { data } = useStudioData();
  const { file } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const flow = useRef<ReactFlowInstance<Node, Edge> | null>(null);
  const variantName = params.get('variant') ?? '';
  const showCoverage = params.get('coverage') !== 'off';

  const phase = data?.files.find((f) => f.phase === file);
  const { graph, matches, nodes, edges } = useFlowGraph(data, { phase, variantName, showCoverage, query });
  const opening = openingView(phase, params.get('focus'));

  if (!data || !graph) return null;
  if (file && !phase)
    return (
      <p>
        No flow file “{file}”. <Link to="/">Back to the overview</Link>
      </p>
    );

  const focus = (ids: string[]) => flow.current?.fitView({ nodes: ids.map((id) => ({ id })), duration: 300, maxZoom: 0.9 });
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="flow-map" data-testid="flow-map" data-layout-ms={graph.layout.ms.toFixed(0)}>
      <Toolbar
        data={data}
        graph={graph}
        file={file}
        query={query}
        onQuery={setQuery}
        onSearch={() => matches.length > 0 && focus(matches.map((m) => m.id))}
        variantName={variantName}
        showCoverage={showCoverage}
        setParam={setParam}
      />
      {query.trim() && <SearchResults query={query} matches={matches} focus={focus} />}
      <Legend coverage={Boolean(data.coverage && showCoverage)} />
      <div className="flow-map__canvas">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onInit={(instance) => (flow.current = instance)}
          onNodeDoubleClick={(_e, node) => navigate(`/step/${encodeURIComponent(node.id)}${variantName ? `?variant=${variantName}` : ''}`)}
          nodesConnectable={false}
          nodesDraggable={false}
          fitView
          fitViewOptions={opening}
          minZoom={0.05}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <PhaseBoxes phases={graph.layout.phases} />
          <Controls showInteractive={false} />
          <MiniMap pannable zoomable nodeClassName={(n) => `minimap-node minimap-node--${(n.data as unknown as GraphNode).kind}`} />
        </ReactFlow>
      </div>
    </div>
  );
}

/** Where a phase's map opens: on the focused step, or on its first steps, at a zoom where text reads. */
const READABLE_ZOOM = 0.85;
const FIRST_STEPS = 4;
function openingView(phase: StudioFlowFile | undefined, focus: string | null) {
  if (focus) return { nodes: [{ id: focus }], minZoom: 1, maxZoom: 1 };
  if (!phase) return undefined;
  return { nodes: phase.steps.slice(0, FIRST_STEPS).map((id) => ({ id })), minZoom: READABLE_ZOOM, maxZoom: 1 };
}

interface GraphOptions {
  phase: StudioFlowFile | undefined;
  variantName: string;
  showCoverage: boolean;
  query: string;
}

/** The laid-out graph of the phase (or all), the steps the search matches, and React Flow's nodes and edges. */
function useFlowGraph(data: StudioData | undefined, { phase, variantName, showCoverage, query }: GraphOptions) {
  const graph = useMemo(() => {
    if (!data) return undefined;
    const variant = variantName ? data.variants[variantName]?.resolved : undefined;
    const built = buildGraph(data.steps, { only: phase ? new Set(phase.steps) : undefined, variant, coverage: showCoverage ? data.coverage : undefined });
    return { ...built, layout: layoutFlow(built.nodes, built.edges, { cache: layoutCache, phaseOrder: data.files.map((f) => f.phase) }) };
  }, [data, phase, variantName, showCoverage]);

  const matches = useMemo(() => (graph && query.trim() ? graph.nodes.filter((n) => matchesSearch(n, query)) : []), [graph, query]);
  const matchSet = useMemo(() => new Set(matches.map((n) => n.id)), [matches]);

  const nodes = useMemo<Node[]>(
    () =>
      graph?.nodes.map((n) => ({
        id: n.id,
        type: 'step',
        position: graph.layout.positions[n.id],
        // Fixed sizes (the layout's): the minimap and fitView need no measuring pass.
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        data: { ...n, match: matchSet.has(n.id), dimmed: query.trim() !== '' && !matchSet.has(n.id) } satisfies GraphNode & { match: boolean; dimmed: boolean },
      })) ?? [],
    [graph, matchSet, query],
  );
  const edges = useMemo<Edge[]>(
    () =>
      graph?.edges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        label: e.label,
        className: `edge edge--${e.kind}${e.uncovered ? ' edge--uncovered' : ''}`,
        labelBgPadding: [4, 2] as [number, number],
      })) ?? [],
    [graph],
  );
  return { graph, matches, nodes, edges };
}

type FlowGraph = NonNullable<ReturnType<typeof useFlowGraph>['graph']>;

interface ToolbarProps {
  data: StudioData;
  graph: FlowGraph;
  file: string | undefined;
  query: string;
  onQuery: (query: string) => void;
  /** Enter in the search field: fit the view to the matches. */
  onSearch: () => void;
  variantName: string;
  showCoverage: boolean;
  setParam: (key: string, value: string) => void;
}

function Toolbar({ data, graph, file, query, onQuery, onSearch, variantName, showCoverage, setParam }: ToolbarProps) {
  const navigate = useNavigate();
  return (
    <div className="flow-map__toolbar">
      <select aria-label="Phase" value={file ?? ''} onChange={(e) => navigate(`/flow/${e.target.value || 'all'}${location.search}`)}>
        <option value="">All phases</option>
        {data.files
          .filter((f) => f.steps.length > 0)
          .map((f) => (
            <option key={f.phase} value={f.phase}>
              {f.phase} ({f.steps.length})
            </option>
          ))}
      </select>
      <input
        type="search"
        placeholder="Search a step id or text"
        aria-label="Search steps"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch();
        }}
      />
      <select aria-label="Variant" value={variantName} onChange={(e) => setParam('variant', e.target.value)}>
        <option value="">Default texts</option>
        {Object.values(data.variants).map((v) => (
          <option key={v.name} value={v.name}>
            {v.name} ({v.textOverrides.length} overrides)
          </option>
        ))}
      </select>
      {data.coverage && (
        <label>
          <input type="checkbox" checked={showCoverage} onChange={(e) => setParam('coverage', e.target.checked ? '' : 'off')} /> coverage
        </label>
      )}
      <span className="flow-map__stats">
        {graph.nodes.length} steps · {graph.edges.length} links · layout {graph.layout.ms.toFixed(0)} ms
      </span>
    </div>
  );
}

function SearchResults({ query, matches, focus }: { query: string; matches: readonly GraphNode[]; focus: (ids: string[]) => void }) {
  return (
    <ul className="flow-map__results" aria-label="Search results">
      {matches.length === 0 && <li>No step matches “{query}”.</li>}
      {matches.slice(0, 12).map((m) => (
        <li key={m.id}>
          <button type="button" onClick={() => focus([m.id])}>
            {m.id}
          </button>{' '}
          <span>{m.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** A titled box behind each phase's steps, in flow coordinates (it pans and zooms with them). */
function PhaseBoxes({ phases }: { phases: PhaseBox[] }) {
  return (
    <ViewportPortal>
      {phases.map((p) => (
        <div key={p.phase} className="phase-box" data-phase={p.phase} style={{ transform: `translate(${p.x}px, ${p.y}px)`, width: p.width, height: p.height }}>
          <span className="phase-box__title">
            {p.phase} · {p.steps} steps
          </span>
        </div>
      ))}
    </ViewportPortal>
  );
}

function Legend({ coverage }: { coverage: boolean }) {
  return (
    <p className="flow-map__legend">
      <span className="legend legend--error">error step</span>
      <span className="legend legend--end">end</span>
      <span className="legend legend--unreachable">unreachable</span>
      <span className="legend legend--dead-end">dead end</span>
      {coverage && <span className="legend legend--uncovered">no test reaches it</span>}
      <span>Double-click a step to inspect it.</span>
    </p>
  );
}
