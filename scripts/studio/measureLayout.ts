// Times both layout libraries the issue names on the real flows (every phase together): dagre
// (the one the studio uses) and elkjs's layered algorithm. Run: npx tsx scripts/studio/measureLayout.ts
import ELK from 'elkjs/lib/elk.bundled.js';
import { performance } from 'node:perf_hooks';
import { buildGraph } from '../../src/studio/graph/buildGraph.ts';
import { layoutDagre, NODE_HEIGHT, NODE_WIDTH } from '../../src/studio/graph/layout.ts';
import { studioData } from './studioData.ts';

export async function measureLayout(root = process.cwd(), runs = 5): Promise<{ nodes: number; edges: number; dagreMs: number; elkMs: number }> {
  const { nodes, edges } = buildGraph(studioData(root).steps);
  const dagreRuns: number[] = [];
  for (let i = 0; i < runs; i++) dagreRuns.push(layoutDagre(nodes, edges).ms);
  const elk = new ELK();
  const elkRuns: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await elk.layout({
      id: 'root',
      layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN', 'elk.edgeLabels.inline': 'true' },
      children: nodes.map((n) => ({ id: n.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
      edges: edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target], labels: [{ text: e.label, width: Math.min(160, e.label.length * 6), height: 16 }] })),
    });
    elkRuns.push(performance.now() - started);
  }
  return { nodes: nodes.length, edges: edges.length, dagreMs: median(dagreRuns), elkMs: median(elkRuns) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureLayout();
  console.log(`${r.nodes} nodes, ${r.edges} edges: dagre ${r.dagreMs.toFixed(0)} ms, elkjs layered ${r.elkMs.toFixed(0)} ms (median of 5)`);
}
