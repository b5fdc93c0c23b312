// Places the map's nodes with dagre. One dagre run over the whole flow grows much faster than its
// step count (250 steps took 3.3 s), so the map is laid out per phase (flow file, 20–40 steps
// each, top to bottom) and the phases are then placed left to right as boxes, in the order the
// conversation meets them. Edges between phases are drawn by React Flow from the final positions. Each phase's layout is cached by its graph, so a content save re-lays out only the
// phase it changed (a text edit changes no graph and re-lays out nothing). Figures in the README.
import dagre from '@dagrejs/dagre';
import type { GraphEdge, GraphNode } from './buildGraph.ts';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 72;
/** Room around a phase's steps inside its box (and for its title). */
export const PHASE_PADDING = 48;

export type Ranker = 'network-simplex' | 'tight-tree' | 'longest-path';
/** Measured in studio/tools/measureLayout.ts; see the README for why this one. */
export const DEFAULT_RANKER: Ranker = 'tight-tree';

export interface PhaseBox {
  phase: string;
  x: number;
  y: number;
  width: number;
  height: number;
  steps: number;
}

export interface Positioned {
  /** Top-left corner of each node (React Flow's convention). */
  positions: Record<string, { x: number; y: number }>;
  phases: PhaseBox[];
  ms: number;
  /** Phases laid out in this call (the others came from the cache). */
  laidOut: number;
}

interface PhaseLayout {
  /** Relative to the phase box's top-left corner. */
  positions: Record<string, { x: number; y: number }>;
  width: number;
  height: number;
}

export interface LayoutOptions {
  ranker?: Ranker;
  /** Reuse phase layouts across calls (the map keeps one); omit to lay out everything. */
  cache?: LayoutCache;
  /** Phases left to right (the studio's files, in the order a conversation meets them); phases
   * not listed follow in the order their first step comes. */
  phaseOrder?: readonly string[];
}

/** Room between two phase boxes, for the links that cross it. */
const PHASE_GAP = 160;

/** Phase layouts by their graph's signature; bounded so edits over a long session cannot grow it. */
export class LayoutCache {
  private readonly entries = new Map<string, PhaseLayout>();
  constructor(private readonly limit = 64) {}
  get(key: string): PhaseLayout | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: PhaseLayout): void {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }
}

const edgeLabelWidth = (label: string) => Math.min(160, label.length * 6);

export function layoutFlow(nodes: readonly GraphNode[], edges: readonly GraphEdge[], options: LayoutOptions = {}): Positioned {
  const started = performance.now();
  const ranker = options.ranker ?? DEFAULT_RANKER;
  const phaseOf = new Map(nodes.map((n) => [n.id, phaseName(n.file)]));
  const byPhase = new Map<string, { nodes: GraphNode[]; edges: GraphEdge[] }>();
  for (const node of nodes) {
    const phase = phaseOf.get(node.id)!;
    if (!byPhase.has(phase)) byPhase.set(phase, { nodes: [], edges: [] });
    byPhase.get(phase)!.nodes.push(node);
  }
  for (const edge of edges) {
    const from = phaseOf.get(edge.source);
    if (from !== undefined && from === phaseOf.get(edge.target)) byPhase.get(from)!.edges.push(edge);
  }

  let laidOut = 0;
  const layouts = new Map<string, PhaseLayout>();
  for (const [phase, graph] of byPhase) {
    const key = `${ranker}\n${signature(graph.nodes, graph.edges)}`;
    let layout = options.cache?.get(key);
    if (!layout) {
      layout = layoutPhase(graph.nodes, graph.edges, ranker);
      options.cache?.set(key, layout);
      laidOut++;
    }
    layouts.set(phase, layout);
  }

  // The phases as boxes in one row, top-aligned: a flow is read from the top of each phase. (A
  // dagre run over the phase graph put the error phase first: its retry links back to the start.)
  const rank = (phase: string) => options.phaseOrder?.indexOf(phase) ?? -1;
  const ordered = [...layouts.keys()].sort((a, b) => (rank(a) < 0 ? Infinity : rank(a)) - (rank(b) < 0 ? Infinity : rank(b)));
  const positions: Record<string, { x: number; y: number }> = {};
  const phases: PhaseBox[] = [];
  let x = 0;
  for (const phase of ordered) {
    const layout = layouts.get(phase)!;
    phases.push({ phase, x, y: 0, width: layout.width, height: layout.height, steps: Object.keys(layout.positions).length });
    for (const [id, p] of Object.entries(layout.positions)) positions[id] = { x: x + p.x, y: p.y };
    x += layout.width + PHASE_GAP;
  }
  return { positions, phases, ms: performance.now() - started, laidOut };
}

function layoutPhase(nodes: readonly GraphNode[], edges: readonly GraphEdge[], ranker: Ranker): PhaseLayout {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, edgesep: 12, ranker });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target, { label: edge.label, width: edgeLabelWidth(edge.label), height: 16 }, edge.id);
  dagre.layout(graph);
  const positions: Record<string, { x: number; y: number }> = {};
  let width = 0;
  let height = 0;
  for (const node of nodes) {
    const { x, y } = graph.node(node.id);
    // dagre gives centres; React Flow places nodes by their top-left corner.
    positions[node.id] = { x: x - NODE_WIDTH / 2 + PHASE_PADDING, y: y - NODE_HEIGHT / 2 + PHASE_PADDING };
    width = Math.max(width, x + NODE_WIDTH / 2);
    height = Math.max(height, y + NODE_HEIGHT / 2);
  }
  return { positions, width: width + 2 * PHASE_PADDING, height: height + 2 * PHASE_PADDING };
}

/** What the layout depends on: the steps and the edges with their label widths, not the texts. */
function signature(nodes: readonly GraphNode[], edges: readonly GraphEdge[]): string {
  return nodes.map((n) => n.id).join(',') + '|' + edges.map((e) => `${e.source}>${e.target}:${edgeLabelWidth(e.label)}`).join(',');
}

/** `flows/payment.yaml` → `payment`. */
export function phaseName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
}
