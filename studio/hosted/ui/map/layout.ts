// Places the map's boxes with dagre (the one layout library of the map; elkjs is not used here).
// One dagre run over the whole flow grows much faster than its step count (250 steps took 3.3 s in
// the old studio), so each part (flow file, 20–40 steps) is laid out on its own, top to bottom, and
// the parts are then placed left to right as boxes, in the order the conversation meets them.
// Each part's layout is cached by its graph, so another partner's texts re-lay out nothing.
// Ported from the old studio's graph/layout.ts.
import dagre from '@dagrejs/dagre';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 84;
/** Room around a part's steps inside its box (and for its title). */
const PART_PADDING = 48;
/** Room between two part boxes, for the links that cross it. */
const PART_GAP = 160;

export interface PartBox {
  part: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  steps: number;
}

interface PartLayout {
  positions: Record<string, { x: number; y: number }>;
  width: number;
  height: number;
}

export interface LayoutInput {
  parts: readonly { part: string; name: string; steps: readonly string[] }[];
  links: readonly { from: string; to: string; why: string }[];
}

const cache = new Map<string, PartLayout>();
const CACHE_LIMIT = 64;
const labelWidth = (label: string) => Math.min(160, label.length * 6);

export function layoutMap({ parts, links }: LayoutInput): { positions: Record<string, { x: number; y: number }>; boxes: PartBox[] } {
  const partOf = new Map(parts.flatMap((p) => p.steps.map((id) => [id, p.part] as const)));
  const positions: Record<string, { x: number; y: number }> = {};
  const boxes: PartBox[] = [];
  let x = 0;
  for (const part of parts) {
    const inside = links.filter((l) => partOf.get(l.from) === part.part && partOf.get(l.to) === part.part);
    const key = `${part.steps.join(',')}|${inside.map((l) => `${l.from}>${l.to}:${labelWidth(l.why)}`).join(',')}`;
    let layout = cache.get(key);
    if (!layout) {
      layout = layoutPart(part.steps, inside);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, layout);
    }
    boxes.push({ part: part.part, name: part.name, x, y: 0, width: layout.width, height: layout.height, steps: part.steps.length });
    for (const [id, p] of Object.entries(layout.positions)) positions[id] = { x: x + p.x, y: p.y };
    x += layout.width + PART_GAP;
  }
  return { positions, boxes };
}

function layoutPart(steps: readonly string[], links: LayoutInput['links']): PartLayout {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  // tight-tree: measured in the old studio (studio/tools/measureLayout.ts) as the fastest readable ranker.
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, edgesep: 12, ranker: 'tight-tree' });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of steps) graph.setNode(id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  links.forEach((l, i) => graph.setEdge(l.from, l.to, { label: l.why, width: labelWidth(l.why), height: 16 }, String(i)));
  dagre.layout(graph);
  const positions: Record<string, { x: number; y: number }> = {};
  let width = 0;
  let height = 0;
  for (const id of steps) {
    const { x, y } = graph.node(id);
    // dagre gives centres; React Flow places nodes by their top-left corner.
    positions[id] = { x: x - NODE_WIDTH / 2 + PART_PADDING, y: y - NODE_HEIGHT / 2 + PART_PADDING };
    width = Math.max(width, x + NODE_WIDTH / 2);
    height = Math.max(height, y + NODE_HEIGHT / 2);
  }
  return { positions, width: width + 2 * PART_PADDING, height: height + 2 * PART_PADDING };
}
