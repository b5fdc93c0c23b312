// Times both layout libraries the issue names on the real flows (every phase together): dagre
// (the one the studio uses) and elkjs's layered algorithm, wall and CPU time (the CPU figure is
// the steadier one on a shared machine). Run: npx tsx scripts/studio/measureLayout.ts
import ELK from 'elkjs/lib/elk.bundled.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { syntheticProject } from '../flow-compiler/syntheticProject.ts';
import { buildGraph } from '../../src/studio/graph/buildGraph.ts';
import { layoutDagre, NODE_HEIGHT, NODE_WIDTH } from '../../src/studio/graph/layout.ts';
import { studioData } from './studioData.ts';

export interface LayoutFigures {
  nodes: number;
  edges: number;
  dagreMs: number;
  dagreCpuMs: number;
  elkMs: number;
  elkCpuMs: number;
}

export async function measureLayout(root = process.cwd(), runs = 5): Promise<LayoutFigures> {
  const { nodes, edges } = buildGraph(studioData(root).steps);
  const elk = new ELK();
  const dagre = await time(runs, async () => void layoutDagre(nodes, edges));
  const elkRun = await time(runs, async () => {
    await elk.layout({
      id: 'root',
      layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN', 'elk.edgeLabels.inline': 'true' },
      children: nodes.map((n) => ({ id: n.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
      edges: edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target], labels: [{ text: e.label, width: Math.min(160, e.label.length * 6), height: 16 }] })),
    });
  });
  return { nodes: nodes.length, edges: edges.length, dagreMs: dagre.wall, dagreCpuMs: dagre.cpu, elkMs: elkRun.wall, elkCpuMs: elkRun.cpu };
}

/** dagre on a generated flow of `steps` steps (the real one has about 110): does the map scale? */
export async function measureSyntheticLayout(steps = 250, runs = 3): Promise<{ nodes: number; edges: number; wall: number; cpu: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-layout-'));
  try {
    for (const [path, text] of Object.entries(syntheticProject(steps).files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const { nodes, edges } = buildGraph(studioData(dir).steps);
    return { nodes: nodes.length, edges: edges.length, ...(await time(runs, async () => void layoutDagre(nodes, edges))) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median wall and CPU milliseconds of `runs` runs. */
async function time(runs: number, run: () => Promise<void>): Promise<{ wall: number; cpu: number }> {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureLayout();
  const synthetic = await measureSyntheticLayout();
  console.log(`synthetic ${synthetic.nodes} steps, ${synthetic.edges} edges: dagre ${synthetic.wall.toFixed(0)} ms wall / ${synthetic.cpu.toFixed(0)} ms CPU`);
  console.log(`${r.nodes} nodes, ${r.edges} edges (median of 5): dagre ${r.dagreMs.toFixed(0)} ms wall / ${r.dagreCpuMs.toFixed(0)} ms CPU; elkjs layered ${r.elkMs.toFixed(0)} ms wall / ${r.elkCpuMs.toFixed(0)} ms CPU`);
}
