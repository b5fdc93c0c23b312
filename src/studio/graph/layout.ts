// Places the map's nodes with dagre (layered, top to bottom). Measured against elkjs on the real
// flows (scripts/studio/measureLayout.ts, numbers in the README): dagre lays out the whole flow
// several times faster, synchronously, in a far smaller bundle.
import dagre from '@dagrejs/dagre';
import type { GraphEdge, GraphNode } from './buildGraph.ts';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 72;

export interface Positioned {
  positions: Record<string, { x: number; y: number }>;
  ms: number;
}

export function layoutDagre(nodes: readonly GraphNode[], edges: readonly GraphEdge[]): Positioned {
  const started = performance.now();
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, edgesep: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target, { label: edge.label, width: Math.min(160, edge.label.length * 6), height: 16 }, edge.id);
  dagre.layout(graph);
  const positions: Record<string, { x: number; y: number }> = {};
  for (const node of nodes) {
    const { x, y } = graph.node(node.id);
    // dagre gives centres; React Flow places nodes by their top-left corner.
    positions[node.id] = { x: x - NODE_WIDTH / 2, y: y - NODE_HEIGHT / 2 };
  }
  return { positions, ms: performance.now() - started };
}
