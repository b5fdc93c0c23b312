// The pure parts of the approval rules and the mentions (no studio, no git): the committed rules
// file passes its schema; a word is found at a word's start, whatever its case and accents; only
// the keys a change touches count; a rule's group must be declared; a mention prefers the longest
// name and never a disabled person.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Person } from '../../../../studio/hosted/auth/roles.ts';
import { findMentions } from '../../../../studio/hosted/comments/mentions.ts';
import { hasWord, parseRules, RULES_PATH, RulesFileError } from '../../../../studio/hosted/review/approvalRules.ts';
import { keyChanges } from '../../../../studio/hosted/review/keyChanges.ts';
import { requiredApprovals } from '../../../../studio/hosted/review/requirements.ts';

const rules = parseRules(readFileSync(join(import.meta.dirname, '../../../..', RULES_PATH), 'utf8'));
const person = (name: string, disabled = false): Person => ({
  id: name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  name,
  role: 'revisor',
  scope: null,
  disabled,
  createdAt: '',
});

describe('approval rules', () => {
  it('finds the words at a word start, ignoring case and accents', () => {
    expect(hasWord('Pague só metade da PARCELA', ['parcela'])).toBe('parcela');
    expect(hasWord('até ser contemplado', ['contempla'])).toBe('contempla');
    expect(hasWord('Contemplação garantida', ['contemplacao'])).toBe('contemplacao');
    expect(hasWord('sem subtaxas escondidas', ['taxa'])).toBeUndefined();
  });

  it('asks the legal group for a changed text holding a word, not for an untouched key of the same file', () => {
    const before = 'steps:\n  a:\n    say: Veja a parcela\n  b:\n    say: Olá\n';
    const after = 'steps:\n  a:\n    say: Veja a parcela\n  b:\n    say: Oi\n';
    const changes = keyChanges('flows/lead.yaml', before, after);
    expect(changes).toEqual([{ file: 'flows/lead.yaml', path: ['steps', 'b', 'say'], before: 'Olá', after: 'Oi' }]);
    expect(requiredApprovals(rules, changes, ['flows/lead.yaml']).map((r) => r.id)).toEqual(['revisao']);
    const worded = keyChanges('flows/lead.yaml', before, after.replace('Oi', 'Oi, sem taxa'));
    expect(requiredApprovals(rules, worded, ['flows/lead.yaml']).map((r) => r.id)).toEqual(['revisao', 'grupo:juridico']);
  });

  it("routes a partner file to that partner's manager, and the rules file to an administrator", () => {
    const changes = keyChanges('variants/kmv.yaml', 'title: A\n', 'title: B\n');
    expect(requiredApprovals(rules, changes, ['variants/kmv.yaml']).map((r) => r.id)).toEqual(['revisao', 'parceiro:kmv']);
    expect(requiredApprovals(rules, [], ['variants/defaults.yaml']).map((r) => r.id)).toEqual(['revisao']);
    expect(requiredApprovals(rules, [], [RULES_PATH]).map((r) => r.id)).toEqual(['revisao', 'admin']);
  });

  it('refuses a rule naming a group the file does not declare', () => {
    const text = 'groups: {}\nrules:\n  - name: X\n    files: [flows/lead.yaml]\n    approvers: { group: juridico }\n';
    expect(() => parseRules(text)).toThrow(RulesFileError);
  });
});

describe('mentions', () => {
  it('prefers the longest name and skips disabled people', () => {
    const people = [person('Ana'), person('Ana Maria'), person('Bia', true)];
    expect(findMentions('@Ana Maria e @bia, vejam', people).map((p) => p.name)).toEqual(['Ana Maria']);
    expect(findMentions('@Ana, veja', people).map((p) => p.name)).toEqual(['Ana']);
    expect(findMentions('@Anabela', people)).toEqual([]);
  });
});
