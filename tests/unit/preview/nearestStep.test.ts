// Where the development chat offers to go on when a content save removed the step it was at.
import { describe, expect, it } from 'vitest';
import type { Step } from '../../../src/contracts/content.ts';
import { nearestStep } from '../../../src/preview/nearestStep.ts';

const OLD: Record<string, Step> = {
  hello: { say: 'Oi', next: 'ask-name' },
  'ask-name': { say: 'Nome?', input: { field: 'lead.nome' }, on: { error: 'oops' }, next: 'ask-email' },
  'ask-email': { say: 'E-mail?', input: { field: 'lead.email' }, next: 'bye' },
  oops: { say: 'Ops', end: true },
  bye: { say: 'Tchau', end: true },
};

function without(id: string, patch: Record<string, Step> = {}): Record<string, Step> {
  const steps = { ...OLD, ...patch };
  delete steps[id];
  return steps;
}

describe('nearestStep', () => {
  it('a renamed step: the step that led to it now leads to its new name', () => {
    const renamed = without('ask-name', { hello: { say: 'Oi', next: 'your-name' }, 'your-name': OLD['ask-name'] });
    expect(nearestStep('ask-name', OLD, renamed, 'hello')).toBe('your-name');
  });

  it('a misspelt id fixed: the step named like it', () => {
    const fixed = { ...without('ask-email', { 'ask-name': { ...OLD['ask-name'], next: 'ask-e-mail' } }), 'ask-e-mail': OLD['ask-email'] };
    // Both rules agree here; the name alone also finds it when nothing points to it yet.
    expect(nearestStep('ask-email', OLD, fixed, 'hello')).toBe('ask-e-mail');
    expect(nearestStep('ask-email', {}, fixed, 'hello')).toBe('ask-e-mail');
  });

  it('a deleted step: the first surviving step it led to', () => {
    const deleted = without('ask-name', { hello: { say: 'Oi', next: 'ask-email' } });
    expect(nearestStep('ask-name', OLD, deleted, 'hello')).toBe('ask-email');
  });

  it('nothing near: the start', () => {
    expect(nearestStep('zzz', {}, OLD, 'hello')).toBe('hello');
  });
});
