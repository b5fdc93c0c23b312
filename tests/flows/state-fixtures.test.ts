// State fixtures (flows/fixtures/*.yaml) are content: checked by the compiler, and so by
// flows:check, with file:line:col like flows and variants.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { line } from './helpers.ts';

const BASE = {
  'variants/defaults.yaml':
    'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\n',
  'flows/a.yaml': 'start: a\nsteps:\n  a:\n    say: x\n    end: true\n',
};

function compile(files: Record<string, string>, actions = ['saveLead', 'createProposal']) {
  const result = compileFlows({ root: '/in-memory', files: { ...BASE, ...files }, registries: { actions } });
  // The one-step flow names none of the registered actions: their "unused" warnings are not the subject here.
  return { ...result, diagnostics: result.diagnostics.filter((d) => !d.message.includes('is registered but no flow names it')) };
}

describe('state fixtures', () => {
  it('merges the extends chain over the initial state and concatenates the replays', () => {
    const result = compile({
      'flows/fixtures/lead.yaml': 'description: lead\ndescricao: cadastro\nstate:\n  lead:\n    nome: Maria\nreplay:\n  - action: saveLead\n',
      'flows/fixtures/proposal.yaml':
        'description: proposal\ndescricao: "{lead.nome} tem proposta"\nextends: lead\nstate:\n  contract:\n    cpfCnpj: "52998224725"\nreplay:\n  - action: createProposal\n',
    });
    expect(result.diagnostics.map(line)).toEqual([]);
    const { state, replay } = result.fixtures.proposal;
    expect(state.lead.nome).toBe('Maria');
    expect(state.contract.cpfCnpj).toBe('52998224725');
    expect(state.lead.email).toBe(''); // the initial state fills what no fixture says
    expect(replay).toEqual([{ action: 'saveLead' }, { action: 'createProposal' }]);
    expect(result.fixtures.proposal.descricao).toBe('{lead.nome} tem proposta'); // carried as written: the studio fills it
  });

  it('checks the merged state against state.schema.json at the fixture line', () => {
    const lines = compile({
      'flows/fixtures/bad.yaml': 'description: bad\ndescricao: ruim\nstate:\n  lead:\n    nmoe: Maria\n    rendaMensal: "10.000"\n',
    }).diagnostics.map(line);
    expect(lines).toEqual([
      'flows/fixtures/bad.yaml:5:5 error fixture "bad": state.lead: unknown key "nmoe" (did you mean "nome"?)',
      'flows/fixtures/bad.yaml:6:18 error fixture "bad": state.lead.rendaMensal: must be a whole number',
    ]);
  });

  it('reports an unknown parent, an unknown action and an unknown key of the file', () => {
    const lines = compile({
      'flows/fixtures/lead.yaml': 'description: lead\ndescricao: cadastro\nreplay:\n  - action: saveLaed\n',
      'flows/fixtures/orphan.yaml': 'description: orphan\ndescricao: órfã\nextends: leed\n',
      'flows/fixtures/typo.yaml': 'descripton: typo\ndescricao: erro\n',
    }).diagnostics.map(line);
    expect(lines).toEqual([
      'flows/fixtures/lead.yaml:4:13 error fixture "lead": replay[0].action "saveLaed" is not a registered action (did you mean "saveLead"?)',
      'flows/fixtures/orphan.yaml:3:10 error fixture "orphan": extends "leed", which is not a fixture file (did you mean "lead"?)',
      'flows/fixtures/typo.yaml:1:1 error fixture "typo": missing required key "description"',
      'flows/fixtures/typo.yaml:1:1 error fixture "typo": unknown key "descripton" (did you mean "description"?)',
    ]);
  });

  it("refuses the editors' words naming a value the fixture's state lacks (or an unknown formatter), at the descricao line", () => {
    const lines = compile({
      'flows/fixtures/words.yaml':
        'description: words\ndescricao: "{lead.nome|firstName} e {lead.apelido}, {lead.nome|gritar}"\nstate:\n  lead:\n    nome: Maria\n',
    }).diagnostics.map(line);
    expect(lines).toEqual([
      `flows/fixtures/words.yaml:2:12 error fixture "words": descricao's {lead.apelido} names no value of this fixture's state (or an unknown formatter)`,
      `flows/fixtures/words.yaml:2:12 error fixture "words": descricao's {lead.nome|gritar} names no value of this fixture's state (or an unknown formatter)`,
    ]);
  });

  it('the project fixtures compile and open the payment phase with a proposal to replay', () => {
    const { fixtures, diagnostics } = compileFlows({ root: process.cwd() });
    expect(diagnostics.filter((d) => d.file.startsWith('flows/fixtures/')).map(line)).toEqual([]);
    expect(Object.keys(fixtures)).toEqual(expect.arrayContaining(['lead-saved', 'plan-chosen', 'proposal-created']));
    expect(fixtures['proposal-created'].replay.map((r) => r.action)).toEqual(['saveLead', 'searchPlans', 'selectPlan', 'fetchPlanDetails', 'createProposal']);
  });
});
