// The journeys' answer table (tests/journeys/answers.yaml) names only questions the flows ask: a
// row for a renamed step or field, or an option label a step does not offer, fails here with the
// row's key instead of leaving a journey to stop somewhere later.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { answerFor, answerTable } from '../journeys/answers.ts';

const { flow } = compileFlows({ root: process.cwd() });
const steps = Object.entries(flow.steps);
const fields = new Set(steps.flatMap(([, step]) => (step.input ? [step.input.field] : [])));

describe('the answer table', () => {
  const table = answerTable();

  it('keys every row by a step the flows have or a field an input step fills', () => {
    const unknown = Object.keys(table).filter((key) => !(key in flow.steps) && !fields.has(key));
    expect(unknown).toEqual([]);
  });

  it('answers an options step with a label it offers, and an input step by its step or field', () => {
    for (const [id, step] of steps) {
      const answer = answerFor({ step: id, field: step.input?.field }, table);
      if (answer === undefined) continue;
      if (step.options)
        expect(
          step.options.map((o) => o.label),
          id,
        ).toContain(answer);
      else expect(step.input, `${id} is answered but asks nothing`).toBeDefined();
    }
  });

  it('answers every question of the lead and holder journeys', () => {
    for (const id of [
      'lead-basic-name',
      'lead-select-plan',
      'lead-credit-value-add',
      'basico-valor-renda',
      'lead-add-email',
      'lead-add-phone',
      'proposal-plan-holder',
      'proposal-add-name-razao',
      'proposal-add-cpf-cnpj',
      'proposal-add-cep',
      'proposal-add-date',
    ]) {
      expect(answerFor({ step: id, field: flow.steps[id]?.input?.field }, table), id).toBeDefined();
    }
  });
});
