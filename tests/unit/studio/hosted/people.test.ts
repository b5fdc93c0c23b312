// Roles and scopes (issue 24 item 2): every role × action in one table, partner managers kept to
// their partner's files, and admins changing people, audited, never leaving the studio without one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRole, setDisabled } from '../../../../studio/hosted/auth/admin.ts';
import { ACTIONS, type Action, can, isPartnerFile, ROLES, type Role } from '../../../../studio/hosted/auth/roles.ts';
import { authenticate, createSession } from '../../../../studio/hosted/auth/sessions.ts';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { findPersonByEmail, insertPerson, listPeople } from '../../../../studio/hosted/store/people.ts';
import { Refusal } from '../../../../studio/hosted/store/refusal.ts';
import { tempStore, type TestStore } from './hostedStore.ts';

/** The expected answer for every role × action, written out (not derived from the code's table). */
const EXPECTED: Record<Role, Action[]> = {
  leitor: ['view', 'comment'],
  editor: ['view', 'comment', 'draft.create', 'draft.edit', 'draft.submit'],
  revisor: ['view', 'comment', 'draft.create', 'draft.edit', 'draft.submit', 'review.approve', 'review.requestChanges'],
  publicador: ['view', 'comment', 'draft.create', 'draft.edit', 'draft.submit', 'review.approve', 'review.requestChanges', 'publish'],
  admin: [...ACTIONS],
};

const person = (role: Role, scope: string[] | null = null, disabled = false) => ({ role, scope, disabled });

describe('can(): every role × action', () => {
  for (const role of ROLES) {
    for (const action of ACTIONS) {
      const allowed = EXPECTED[role].includes(action);
      it(`${role} ${allowed ? 'may' : 'may not'} ${action}`, () => {
        expect(can(person(role), action, 'variants/rota99.yaml')).toBe(allowed);
      });
    }
  }

  it('each role includes every role below it', () => {
    for (let i = 1; i < ROLES.length; i++) {
      for (const action of EXPECTED[ROLES[i - 1]]) expect(can(person(ROLES[i]), action, 'flows/intro.yaml'), `${ROLES[i]} ${action}`).toBe(true);
    }
  });

  it('a disabled person may do nothing, not even view', () => {
    for (const action of ACTIONS) expect(can(person('admin', null, true), action, 'flows/intro.yaml')).toBe(false);
  });

  it('nothing outside the content folders is editable, scope or not', () => {
    for (const path of [
      'src/ui/ChatScreen.tsx',
      'schemas/variant.schema.json',
      '../variants/rota99.yaml',
      'variants/../src/x.ts',
      '/variants/rota99.yaml',
      'variants/.hidden.yaml',
      'variants\\rota99.yaml',
      'flows/',
      '.ci/run',
    ]) {
      expect(can(person('admin'), 'draft.edit', path), path).toBe(false);
    }
    expect(can(person('editor'), 'draft.edit', 'flows/intro.yaml')).toBe(true);
  });
});

describe('can(): scope', () => {
  const rota99 = person('editor', ['rota99']);

  it("a partner manager edits their partner's variant and images", () => {
    for (const path of ['variants/rota99.yaml', 'public/banners/rota99.svg', 'public/brands/rota99.png'])
      expect(can(rota99, 'draft.edit', path), path).toBe(true);
  });

  it("a partner manager editing another partner's file is refused", () => {
    for (const path of ['variants/99.yaml', 'variants/defaults.yaml', 'flows/intro.yaml', 'public/brands/99.png', 'public/banners/99.svg']) {
      expect(can(rota99, 'draft.edit', path), path).toBe(false);
    }
  });

  it('a draft touching one file outside the scope is refused whole (submit, approve, publish alike)', () => {
    const files = ['variants/rota99.yaml', 'variants/99.yaml'];
    const scopedPublisher = person('publicador', ['rota99']);
    for (const action of ['draft.submit', 'review.approve', 'publish'] as const) {
      expect(can(scopedPublisher, action, files), action).toBe(false);
      expect(can(scopedPublisher, action, ['variants/rota99.yaml']), action).toBe(true);
    }
  });

  it('a scoped person asking without naming the files is refused; opening an empty draft is not', () => {
    expect(can(rota99, 'draft.edit')).toBe(false);
    expect(can(rota99, 'draft.edit', [])).toBe(false);
    expect(can(rota99, 'draft.create')).toBe(true);
    expect(can(rota99, 'view')).toBe(true);
  });

  it('an image belongs to the partner it is named after, never to a prefix', () => {
    expect(isPartnerFile('public/brands/99.png', '99')).toBe(true);
    expect(isPartnerFile('public/brands/99pay.png', '99')).toBe(false);
    expect(isPartnerFile('public/banners/99-pay.svg', '99')).toBe(false);
    expect(isPartnerFile('public/brands/99pay.png', '99-pay')).toBe(true);
    expect(isPartnerFile('public/brands/automais.png', 'auto-mais')).toBe(true);
    expect(isPartnerFile('public/banners/auto-mais-app.svg', 'auto-mais')).toBe(false);
    expect(isPartnerFile('variants/defaults.yaml', 'defaults')).toBe(false);
  });

  it('an empty scope may change nothing (never widened to everything)', () => {
    expect(can(person('editor', []), 'draft.edit', 'variants/rota99.yaml')).toBe(false);
  });
});

describe('people', () => {
  let t: TestStore;
  beforeEach(() => {
    t = tempStore();
  });
  afterEach(() => t.cleanup());

  it('stores the address lower-cased and unique', () => {
    const ana = insertPerson(t.store, { email: '  Ana@Exemplo.com.BR ', role: 'editor', name: 'Ana' });
    expect(ana.email).toBe('ana@exemplo.com.br');
    expect(findPersonByEmail(t.store, 'ANA@exemplo.com.br')?.id).toBe(ana.id);
    expect(() => insertPerson(t.store, { email: 'ana@exemplo.com.br', role: 'leitor' })).toThrow(/Já existe uma pessoa com o e-mail ana@exemplo.com.br/);
    expect(listPeople(t.store)).toHaveLength(1);
  });

  it('refuses a bad address, role or scope in Portuguese', () => {
    expect(() => insertPerson(t.store, { email: 'ana', role: 'editor' })).toThrow(/não é um endereço de e-mail válido/);
    expect(() => insertPerson(t.store, { email: 'a@b.co', role: 'dono' as Role })).toThrow(/Papel desconhecido/);
    expect(() => insertPerson(t.store, { email: 'a@b.co', role: 'admin', scope: ['rota99'] })).toThrow(/administrador não tem escopo/);
    expect(() => insertPerson(t.store, { email: 'a@b.co', role: 'editor', scope: ['../x'] })).toThrow(/não é o nome de um parceiro/);
    expect(() => insertPerson(t.store, { email: 'a@b.co', role: 'editor', scope: ['defaults'] })).toThrow(Refusal);
  });

  it('an admin changes a role and scope, audited; anyone else is refused (403)', () => {
    const admin = t.person('admin@x.com', 'admin');
    const bia = t.person('bia@x.com', 'editor');
    const changed = changeRole(t.store, admin, bia.id, 'revisor', ['rota99', 'rota99']);
    expect(changed).toMatchObject({ role: 'revisor', scope: ['rota99'] });
    const [row] = listAudit(t.store).filter((entry) => entry.action === 'role_change');
    expect(row).toMatchObject({
      actor: 'admin@x.com',
      target: 'bia@x.com',
      details: { from: { role: 'editor', scope: null }, to: { role: 'revisor', scope: ['rota99'] } },
    });
    const refusal = (() => {
      try {
        changeRole(t.store, changed, admin.id, 'leitor');
      } catch (error) {
        return error as Refusal;
      }
    })();
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal?.status).toBe(403);
  });

  it('the last enabled admin cannot be demoted or disabled', () => {
    const admin = t.person('admin@x.com', 'admin');
    expect(() => changeRole(t.store, admin, admin.id, 'editor')).toThrow(/último administrador/);
    expect(() => setDisabled(t.store, admin, admin.id, true)).toThrow(/último administrador/);
    const other = t.person('outro@x.com', 'admin');
    expect(changeRole(t.store, other, admin.id, 'editor').role).toBe('editor');
  });

  it('disabling a person ends their sessions at once', () => {
    const admin = t.person('admin@x.com', 'admin');
    const bia = t.person('bia@x.com', 'editor');
    const { token } = createSession(t.store, bia, 'email_link');
    expect(authenticate(t.store, token)?.person.email).toBe('bia@x.com');
    setDisabled(t.store, admin, bia.id, true);
    expect(authenticate(t.store, token)).toBeUndefined();
    expect(listAudit(t.store).map((entry) => entry.action)).toContain('person_disabled');
  });
});
