// The studio's model of the real flows: every step placed with its file:line, labelled edges,
// reachability marks, variant setting origins, implementations, search and the contrast check.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { studioData } from '../../../studio/server/studioData.ts';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { buildGraph } from '../../../studio/ui/graph/buildGraph.ts';
import { LayoutCache, layoutFlow, NODE_HEIGHT, NODE_WIDTH } from '../../../studio/ui/graph/layout.ts';
import { matchesSearch } from '../../../studio/ui/graph/search.ts';
import { phaseSummary } from '../../../studio/ui/graph/phaseSummary.ts';
import { contrastRatio } from '../../../src/domain/contrast.ts';
import { renderText } from '../../../studio/ui/texts.ts';
import { stepTexts } from '../../../src/engine/stepMessages.ts';

const root = process.cwd();
const data = studioData(root);

describe('studio data', () => {
  it('has every compiled step with the line its id is written on', () => {
    const compiled = compileFlows({ root }).flow.steps;
    expect(Object.keys(data.steps).sort()).toEqual(Object.keys(compiled).sort());
    const step = data.steps['payment-options'];
    expect(step.file).toBe('flows/payment.yaml');
    expect(readFileSync('flows/payment.yaml', 'utf8').split('\n')[step.line - 1].trim()).toBe('payment-options:');
    expect(step.kind).toBe('options');
  });

  it('marks a step no path reaches, and a step with no way forward', () => {
    const files = {
      'flows/a.yaml': 'start: one\nsteps:\n  one:\n    say: "Oi"\n    next: two\n  two:\n    say: "Fim"\n  lost:\n    say: "Ninguém chega"\n    end: true\n',
    };
    const model = studioData(writeProject(files));
    expect(model.steps.lost.unreachable).toBe(true);
    expect(model.steps.two.deadEnd).toBe(true);
    expect(model.steps.one.unreachable || model.steps.one.deadEnd).toBe(false);
  });

  it('lists the flow files in the order a conversation meets them, error fallbacks after the happy path', () => {
    const phases = data.files.filter((f) => f.steps.length > 0).map((f) => f.phase);
    expect(phases).toEqual(['intro', 'lead', 'plans', 'proposal', 'payment', 'survey', 'errors']);
  });

  it('tells a variant setting of its own file from one it inherits', () => {
    const v99 = data.variants['99'];
    expect(v99.own).toContain('campanhaId');
    expect(v99.own).not.toContain('fakeLoad');
    expect(v99.own).toContain('theme.primaryBackground');
    expect(v99.textOverrides).toContain('copy-message-1');
  });

  it('finds the file implementing a guard, an action and a validator', () => {
    expect(data.implementations.actions.saveLead).toBe('src/actions/lead/saveLead.ts');
    expect(data.implementations.guards.pixOffered).toBe('src/guards/payment/index.ts');
    expect(data.messagesByName.email).toContain('emailInvalid');
  });
});

describe('flow graph', () => {
  const { nodes, edges } = buildGraph(data.steps);

  it('labels edges with the option, the guard, the outcome or next', () => {
    const fromOptions = edges.filter((e) => e.source === 'payment-options').map((e) => e.label);
    expect(fromOptions).toContain('PIX [pixOffered]');
    expect(edges.some((e) => e.kind === 'on' && e.label.startsWith('on: '))).toBe(true);
    expect(edges.find((e) => e.source === 'payment-init')).toMatchObject({ target: 'payment-first-parcel', label: 'next' });
  });

  it("shows a variant's text in the node", () => {
    const v99 = buildGraph(data.steps, { variant: data.variants['99'].resolved });
    expect(v99.nodes.find((n) => n.id === 'copy-message-1')!.text).toContain('motorista parceiro 99');
    expect(nodes.find((n) => n.id === 'copy-message-1')!.text).not.toContain('motorista');
  });

  it('marks steps and branches no conversation test reaches', () => {
    const coverage = { steps: [{ id: 'payment-init', hits: 1 }], branches: [{ step: 'payment-init', to: 'payment-first-parcel', hits: 1 }] } as never;
    const graph = buildGraph(data.steps, { coverage });
    expect(graph.nodes.find((n) => n.id === 'payment-init')!.uncovered).toBe(false);
    expect(graph.nodes.find((n) => n.id === 'payment-options')!.uncovered).toBe(true);
    expect(graph.edges.find((e) => e.source === 'payment-init')!.uncovered).toBe(false);
  });

  it('lays out every node without overlap, each inside its phase box', () => {
    const { positions, phases } = layoutFlow(nodes, edges);
    expect(Object.keys(positions)).toHaveLength(nodes.length);
    const boxes = Object.values(positions);
    const overlapping = boxes.filter((a, i) => boxes.some((b, j) => j > i && Math.abs(a.x - b.x) < NODE_WIDTH && Math.abs(a.y - b.y) < NODE_HEIGHT));
    expect(overlapping).toEqual([]);
    const payment = phases.find((p) => p.phase === 'payment')!;
    const p = positions['payment-options'];
    expect(p.x).toBeGreaterThanOrEqual(payment.x);
    expect(p.x + NODE_WIDTH).toBeLessThanOrEqual(payment.x + payment.width);
    expect(p.y + NODE_HEIGHT).toBeLessThanOrEqual(payment.y + payment.height);
    // Phase boxes do not overlap each other either.
    for (const a of phases)
      for (const b of phases) if (a !== b) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
  });

  it('places the phases left to right in the order the conversation meets them', () => {
    const order = data.files.map((f) => f.phase);
    const { phases } = layoutFlow(nodes, edges, { phaseOrder: order });
    const leftToRight = [...phases].sort((a, b) => a.x - b.x).map((p) => p.phase);
    expect(leftToRight).toEqual(order.filter((phase) => phases.some((p) => p.phase === phase)));
    expect(leftToRight.at(-1)).toBe('errors');
  });

  it('re-lays out only the phase whose graph changed', () => {
    const cache = new LayoutCache();
    expect(layoutFlow(nodes, edges, { cache }).laidOut).toBe(new Set(nodes.map((n) => n.file)).size);
    // A text edit changes no graph: nothing to lay out again.
    const reworded = nodes.map((n) => ({ ...n, text: n.text + '!' }));
    expect(layoutFlow(reworded, edges, { cache }).laidOut).toBe(0);
    const extra = { ...nodes.find((n) => n.id === 'payment-options')!, id: 'payment-new' };
    const again = layoutFlow([...nodes, extra], edges, { cache });
    expect(again.laidOut).toBe(1);
    expect(again.positions['payment-new']).toBeDefined();
  });

  it('the first view: each phase with its steps, the phases it leads to, and the error fallbacks bundled', () => {
    const phases = phaseSummary(data, buildGraph(data.steps).edges);
    expect(phases.map((p) => p.phase)).toEqual(data.files.filter((f) => f.steps.length > 0).map((f) => f.phase));
    expect(phases.reduce((sum, p) => sum + p.steps, 0)).toBe(Object.keys(data.steps).length);
    const payment = phases.find((p) => p.phase === 'payment')!;
    expect(payment.leadsTo.map((l) => l.phase)).toContain('survey');
    const lead = phases.find((p) => p.phase === 'lead')!;
    const toGeneral = lead.fallsBackTo.find((f) => f.step === 'error-general');
    expect(toGeneral?.from).toBeGreaterThan(1);
    // A fallback is not also counted as a link to the errors phase.
    expect(lead.leadsTo.map((l) => l.phase)).not.toContain('errors');
  });

  it('search matches ids and text, ignoring case and accents', () => {
    expect(matchesSearch({ id: 'payment-options', text: 'Como você prefere pagar?' }, 'VOCE PREFERE')).toBe(true);
    expect(matchesSearch({ id: 'payment-options', text: '' }, 'options')).toBe(true);
    expect(matchesSearch({ id: 'payment-options', text: 'Como você prefere pagar?' }, 'boleto')).toBe(false);
  });
});

describe('texts and colours', () => {
  it('fills placeholders with formatters and escapes the values', () => {
    const [text] = stepTexts('payment-first-parcel', data.steps['payment-first-parcel'].step);
    const main = data.variants.main.resolved;
    expect(renderText(text, { payment: { valor: 26000 } }, main)).toContain('<b>R$\u00a0260,00</b>');
    expect(renderText('Olá, {lead.nome}', { lead: { nome: '<i>x</i>' } }, main)).toBe('Olá, &lt;i&gt;x&lt;/i&gt;');
  });

  it("fills the variant's own values as the chat does: /rota99's greeting names its discount", () => {
    const rota99 = data.variants.rota99.resolved;
    const [greeting] = stepTexts('copy-message-1', data.steps['copy-message-1'].step, rota99);
    expect(greeting).toContain('{variant.descontoPercentual}%');
    expect(renderText(greeting, {}, rota99)).toContain('ganha <b>50% de desconto na primeira parcela</b>');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#0b6bcb', '#fff')).toBeGreaterThan(4.5);
  });
});

function writeProject(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-model-'));
  for (const [path, text] of Object.entries({ 'variants/defaults.yaml': 'name: defaults\n', ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
