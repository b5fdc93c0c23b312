// Times the map's layout: on the real flows and on a generated 250-step flow split into phases
// like the real one, for the three dagre rankers (with a quality figure: edge crossings and total
// edge length, lower is better), plus one dagre run over the whole flow and elkjs's layered
// algorithm for comparison. Wall and CPU time (CPU is the steadier figure on a shared machine).
// Run: npx tsx studio/tools/measureLayout.ts
import ELK from 'elkjs/lib/elk.bundled.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { syntheticProject } from '../../scripts/compiler/syntheticProject.ts';
import { buildGraph, type GraphEdge, type GraphNode } from '../ui/graph/buildGraph.ts';
import { LayoutCache, layoutFlow, NODE_HEIGHT, NODE_WIDTH, type Ranker } from '../ui/graph/layout.ts';
import { studioData } from '../server/studioData.ts';

export const RANKERS: Ranker[] = ['network-simplex', 'tight-tree', 'longest-path'];

export interface Timing {
  wall: number;
  cpu: number;
}

export interface GraphFigures {
  nodes: number;
  edges: number;
  phases: number;
  rankers: Record<Ranker, Timing & { crossings: number; edgeLength: number }>;
  /** The default ranker again with a warm cache after one phase's graph changed. */
  oneChangedPhase: Timing & { laidOut: number };
  /** One dagre run over every step, as before the per-phase layout. */
  wholeFlowDagre: Timing;
}

export async function measureRealLayout(root = process.cwd(), runs = 3): Promise<GraphFigures> {
  const { nodes, edges } = buildGraph(studioData(root).steps);
  return measureGraph(nodes, edges, runs);
}

/** elkjs's layered algorithm on the whole real flow: the alternative the issue named. */
export async function measureElkLayout(root = process.cwd(), runs = 3): Promise<Timing> {
  const { nodes, edges } = buildGraph(studioData(root).steps);
  const elk = new ELK();
  const elkRun = await time(runs, async () => {
    await elk.layout({
      id: 'root',
      layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN', 'elk.edgeLabels.inline': 'true' },
      children: nodes.map((n) => ({ id: n.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
      edges: edges.map((e) => ({
        id: e.id,
        sources: [e.source],
        targets: [e.target],
        labels: [{ text: e.label, width: Math.min(160, e.label.length * 6), height: 16 }],
      })),
    });
  });
  return elkRun;
}

/** A generated flow of `steps` steps (the real one has about 110) cut into phases of `perPhase`. */
export async function measureSyntheticLayout(steps = 250, perPhase = 32, runs = 3): Promise<GraphFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-layout-'));
  try {
    for (const [path, text] of Object.entries(syntheticProject(steps).files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const { nodes, edges } = buildGraph(studioData(dir).steps);
    // The generator writes one file; the real flow is eight phase files of 5–40 steps.
    const phased = nodes.map((n) => ({ ...n, file: `flows/part-${Math.floor(Number(n.id.replace('step-', '')) / perPhase)}.yaml` }));
    return await measureGraph(phased, edges, runs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureGraph(nodes: GraphNode[], edges: GraphEdge[], runs: number): Promise<GraphFigures> {
  const rankers = {} as GraphFigures['rankers'];
  for (const ranker of RANKERS) {
    const timing = await time(runs, async () => void layoutFlow(nodes, edges, { ranker }));
    rankers[ranker] = { ...timing, ...quality(layoutFlow(nodes, edges, { ranker }).positions, edges) };
  }
  // A save that changes one phase's graph: every other phase comes from the cache.
  const cache = new LayoutCache();
  layoutFlow(nodes, edges, { cache });
  const changed = nodes[nodes.length - 1].file;
  let laidOut = 0;
  let extra = 0;
  const oneChangedPhase = await time(runs, async () => {
    const id = `added-${extra++}`;
    const withStep = [...nodes, { ...nodes[nodes.length - 1], id, file: changed }];
    laidOut = layoutFlow(withStep, edges, { cache }).laidOut;
  });
  const wholeFlowDagre = await time(
    1,
    async () =>
      void layoutFlow(
        nodes.map((n) => ({ ...n, file: 'all' })),
        edges,
      ),
  );
  return {
    nodes: nodes.length,
    edges: edges.length,
    phases: new Set(nodes.map((n) => n.file)).size,
    rankers,
    oneChangedPhase: { ...oneChangedPhase, laidOut },
    wholeFlowDagre,
  };
}

/** Straight-line edge crossings and total edge length (node centre to centre), in pixels. */
function quality(positions: Record<string, { x: number; y: number }>, edges: GraphEdge[]): { crossings: number; edgeLength: number } {
  const segments = edges.map((e) => {
    const a = positions[e.source];
    const b = positions[e.target];
    return [a.x + NODE_WIDTH / 2, a.y + NODE_HEIGHT / 2, b.x + NODE_WIDTH / 2, b.y + NODE_HEIGHT / 2] as const;
  });
  let crossings = 0;
  for (let i = 0; i < segments.length; i++) for (let j = i + 1; j < segments.length; j++) if (cross(segments[i], segments[j])) crossings++;
  const edgeLength = segments.reduce((sum, [x1, y1, x2, y2]) => sum + Math.hypot(x2 - x1, y2 - y1), 0);
  return { crossings, edgeLength: Math.round(edgeLength) };
}

type Segment = readonly [number, number, number, number];
function cross([ax, ay, bx, by]: Segment, [cx, cy, dx, dy]: Segment): boolean {
  const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) => Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
  // Segments sharing an end (edges of one step) do not count as crossing.
  if ((ax === cx && ay === cy) || (ax === dx && ay === dy) || (bx === cx && by === cy) || (bx === dx && by === dy)) return false;
  return side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 && side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0;
}

/** Median wall and CPU milliseconds of `runs` runs. */
async function time(runs: number, run: () => Promise<void>): Promise<Timing> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await run();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function describeLayout(label: string, r: GraphFigures): string[] {
  const ms = (t: Timing) => `${t.wall.toFixed(0)} ms (${t.cpu.toFixed(0)} ms CPU)`;
  return [
    `${label}: ${r.nodes} steps, ${r.edges} edges, ${r.phases} phases`,
    ...RANKERS.map((k) => `  per phase, ${k.padEnd(15)} ${ms(r.rankers[k])}, ${r.rankers[k].crossings} crossings, edge length ${r.rankers[k].edgeLength} px`),
    `  one phase changed (cache)      ${ms(r.oneChangedPhase)}, ${r.oneChangedPhase.laidOut} phase laid out`,
    `  whole flow in one dagre run    ${ms(r.wholeFlowDagre)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeLayout('real flow', await measureRealLayout()).join('\n'));
  const elk = await measureElkLayout();
  console.log(`  elkjs layered, whole flow      ${elk.wall.toFixed(0)} ms (${elk.cpu.toFixed(0)} ms CPU)`);
  console.log(describeLayout('synthetic flow', await measureSyntheticLayout()).join('\n'));
}
