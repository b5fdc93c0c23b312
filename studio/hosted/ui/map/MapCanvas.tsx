// The map drawn by React Flow (zoom, pan, a minimap): the parts shown as titled boxes, one box per
// step, one labelled arrow per way out. It opens on the focused step, or on a part's first steps
// at a zoom where their text reads; the search fits the view to what it finds.
import '@xyflow/react/dist/style.css';
import { Background, Controls, type Edge, MiniMap, type Node, ReactFlow, type ReactFlowInstance, ViewportPortal } from '@xyflow/react';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { layoutMap, NODE_HEIGHT, NODE_WIDTH, type PartBox } from './layout.ts';
import type { FlowMap, MapPart } from './mapTypes.ts';
import { StepBox, type StepBoxData } from './StepBox.tsx';

const nodeTypes = { step: StepBox };
const READABLE_ZOOM = 0.85;
const FIRST_STEPS = 4;

export interface CanvasProps {
  map: FlowMap;
  /** The parts drawn (one, or all of them). */
  parts: readonly MapPart[];
  matches: ReadonlySet<string>;
  searching: boolean;
  untested: { steps: ReadonlySet<string>; links: ReadonlySet<string> } | null;
  focus: string | null;
  editorLink: (stepId: string) => string | null;
}

export interface CanvasHandle {
  show(ids: readonly string[]): void;
}

export const MapCanvas = forwardRef<CanvasHandle, CanvasProps>(function MapCanvas(props, ref) {
  const flow = useRef<ReactFlowInstance<Node, Edge> | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  // Opened on a step (from the search, the problems, a card): the map itself comes into view.
  useEffect(() => {
    if (props.focus) frame.current?.scrollIntoView({ block: 'center' });
  }, [props.focus]);
  useImperativeHandle(ref, () => ({ show: (ids) => void flow.current?.fitView({ nodes: ids.map((id) => ({ id })), duration: 300, maxZoom: 0.9 }) }));
  const { nodes, edges, boxes } = useGraph(props);
  const opening = props.focus
    ? { nodes: [{ id: props.focus }], minZoom: 1, maxZoom: 1 }
    : props.parts.length === 1
      ? { nodes: props.parts[0].steps.slice(0, FIRST_STEPS).map((id) => ({ id })), minZoom: READABLE_ZOOM, maxZoom: 1 }
      : undefined;
  return (
    <div className="flow-map__canvas" data-testid="flow-map" ref={frame}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onInit={(instance) => {
          flow.current = instance;
        }}
        nodesConnectable={false}
        nodesDraggable={false}
        fitView
        fitViewOptions={opening}
        minZoom={0.05}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <PartBoxes boxes={boxes} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable ariaLabel="Miniatura do mapa" />
      </ReactFlow>
    </div>
  );
});

function useGraph({ map, parts, matches, searching, untested, editorLink }: CanvasProps) {
  const laidOut = useMemo(() => {
    const shown = new Set(parts.flatMap((p) => p.steps));
    const links = map.links.filter((l) => shown.has(l.from) && shown.has(l.to));
    return { shown, links, ...layoutMap({ parts, links }) };
  }, [map, parts]);
  const nodes = useMemo<Node[]>(() => {
    const partName = new Map(parts.flatMap((p) => p.steps.map((id) => [id, p.name] as const)));
    return map.steps
      .filter((s) => laidOut.shown.has(s.id))
      .map((s) => ({
        id: s.id,
        type: 'step',
        position: laidOut.positions[s.id],
        // Fixed sizes (the layout's): the minimap and fitView need no measuring pass.
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        data: {
          ...s,
          match: matches.has(s.id),
          dimmed: searching && !matches.has(s.id),
          untested: untested?.steps.has(s.id) ?? false,
          partName: partName.get(s.id) ?? '',
          editorLink: editorLink(s.id),
        } satisfies StepBoxData,
      }));
  }, [map, parts, laidOut, matches, searching, untested, editorLink]);
  const edges = useMemo<Edge[]>(
    () =>
      laidOut.links.map((l, i) => ({
        id: `${l.from}→${l.to}#${i}`,
        source: l.from,
        target: l.to,
        label: l.why,
        className: `edge edge--${l.kind}${untested?.links.has(`${l.from}→${l.to}`) ? ' edge--untested' : ''}`,
        labelBgPadding: [4, 2] as [number, number],
      })),
    [laidOut, untested],
  );
  return { nodes, edges, boxes: laidOut.boxes };
}

/** A titled box behind each part's steps, in flow coordinates (it pans and zooms with them). */
function PartBoxes({ boxes }: { boxes: PartBox[] }) {
  return (
    <ViewportPortal>
      {boxes.map((p) => (
        <div key={p.part} className="phase-box" data-part={p.part} style={{ transform: `translate(${p.x}px, ${p.y}px)`, width: p.width, height: p.height }}>
          <span className="phase-box__title">
            {p.name} · {p.steps} {p.steps === 1 ? 'etapa' : 'etapas'}
          </span>
        </div>
      ))}
    </ViewportPortal>
  );
}
