// Who may do what, in one table. Pure: no database, no clock. The server asks can() on every
// endpoint; the page may ask it too, to leave out a button, but that is never the enforcement.
import { assertContentPath, assertRepoPath } from '../git/contentPaths.ts';

export const ROLES = ['leitor', 'editor', 'revisor', 'publicador', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a person reads for each role. */
export const ROLE_LABELS: Record<Role, string> = {
  leitor: 'Leitor',
  editor: 'Editor',
  revisor: 'Revisor',
  publicador: 'Publicador',
  admin: 'Administrador',
};

export interface Person {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  name: string;
  role: Role;
  /** Partner variant names this person may change (e.g. ["rota99"]); null = every content file. */
  scope: readonly string[] | null;
  disabled: boolean;
  /** ISO date. */
  createdAt: string;
}

export const ACTIONS = [
  'view',
  'comment',
  'draft.create',
  'draft.edit',
  'draft.submit',
  'review.approve',
  'review.requestChanges',
  'publish',
  'people.manage',
  'audit.view',
  'audit.export',
] as const;
export type Action = (typeof ACTIONS)[number];

const EVERYONE: readonly Role[] = ROLES;
const DRAFTERS: readonly Role[] = ['editor', 'revisor', 'publicador', 'admin'];
const REVIEWERS: readonly Role[] = ['revisor', 'publicador', 'admin'];
const PUBLISHERS: readonly Role[] = ['publicador', 'admin'];
const ADMINS: readonly Role[] = ['admin'];

/**
 * Every permission. The roles form a ladder and each includes every role below it:
 * Leitor ⊂ Editor ⊂ Revisor ⊂ Publicador ⊂ Admin. A reviewer may fix a typo in the draft under
 * review (the save dismisses earlier approvals, so it needs another pair of eyes); a publisher may
 * review; an admin may do everything, since an admin can grant any role anyway and withholding a
 * power from them would only be for show. What the ladder does not decide is checked elsewhere:
 * the author of a draft never approves it (the review rules, with the draft's author at hand).
 *
 * `scoped`: a person with a scope may do it only on the files of their partners (the target).
 */
export const PERMISSIONS: Record<Action, { roles: readonly Role[]; scoped: boolean }> = {
  view: { roles: EVERYONE, scoped: false },
  comment: { roles: EVERYONE, scoped: false },
  // An empty draft touches no file: a partner manager opens one, then edits within the scope.
  'draft.create': { roles: DRAFTERS, scoped: false },
  'draft.edit': { roles: DRAFTERS, scoped: true },
  'draft.submit': { roles: DRAFTERS, scoped: true },
  'review.approve': { roles: REVIEWERS, scoped: true },
  'review.requestChanges': { roles: REVIEWERS, scoped: true },
  publish: { roles: PUBLISHERS, scoped: true },
  'people.manage': { roles: ADMINS, scoped: false },
  'audit.view': { roles: ADMINS, scoped: false },
  'audit.export': { roles: ADMINS, scoped: false },
};

/** The repository paths (with "/") the action is about: the file edited, or every file a draft changes. */
export type Target = string | readonly string[];

/**
 * May this person do this? For a scoped action the target is the file or files concerned:
 * drafts are edited only inside the content folders, and a person with a scope acts only when
 * every file is one of their partners'. A scoped person asking without a target is refused, so
 * an endpoint that forgets to name its files fails closed.
 */
export function can(person: Pick<Person, 'role' | 'scope' | 'disabled'>, action: Action, target?: Target): boolean {
  if (person.disabled) return false;
  const permission = PERMISSIONS[action];
  if (!permission?.roles.includes(person.role)) return false;
  if (!permission.scoped) return true;
  const paths = target === undefined ? undefined : typeof target === 'string' ? [target] : target;
  if (paths !== undefined && !paths.every(isContentPath)) return false;
  if (!person.scope) return true;
  if (paths === undefined || paths.length === 0) return false;
  const scope = person.scope;
  return paths.every((path) => scope.some((partner) => isPartnerFile(path, partner)));
}

/**
 * A path the git layer accepts at all (relative, normalised, safe segments), and one it lets a
 * draft write: the same checks as the write guard (studio/hosted/git/contentPaths.ts), asked here
 * where permissions are decided so a strange path is never "in scope".
 */
export function isPlainPath(path: string): boolean {
  return passes(() => assertRepoPath(path));
}

export function isContentPath(path: string): boolean {
  return passes(() => assertContentPath(path));
}

function passes(check: () => void): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

/** A partner variant name as the variants folder spells it ("rota99", "auto-mais-app"). */
export const PARTNER_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * One of the partner's own files: `variants/<partner>.yaml`, or an image in public/brands or
 * public/banners named exactly after the partner, with or without its hyphens (the brand name the
 * new-partner form derives: "auto-mais" → brands/automais.png). Never a prefix match: "99" must
 * not reach 99pay.png, nor "auto-mais" auto-mais-app.svg. An image two partners share (rota99
 * shows brands/99.png) belongs to the partner it is named after.
 */
export function isPartnerFile(path: string, partner: string): boolean {
  if (!PARTNER_NAME.test(partner) || partner === 'defaults' || !isPlainPath(path)) return false;
  if (path === `variants/${partner}.yaml`) return true;
  const image = /^public\/(brands|banners)\/([^/]+)\.[a-z0-9]+$/.exec(path);
  return image !== null && (image[2] === partner || image[2] === partner.replace(/-/g, ''));
}
