// The hosted studio's API as the pages call it: JSON in and out, the session cookie sent by the
// browser, and every refusal turned into an ApiError carrying the server's Portuguese message,
// its code and extras (the 409's changedPaths, the 422's diagnostics).

export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  severity: string;
  message: string;
}

/** One of the gate's findings in the editor's words (server: gate/inWords.ts); `detail` is for developers. */
export interface GateFailure {
  kind: 'regra' | 'teste';
  message: string;
  detail: string;
  code?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(message);
  }

  get diagnostics(): Diagnostic[] {
    return Array.isArray(this.extra.diagnostics) ? (this.extra.diagnostics as Diagnostic[]) : [];
  }

  /** The gate's findings in words: a save's broken rules, submit's and publish's rules or tests. */
  get failures(): GateFailure[] {
    return Array.isArray(this.extra.failures) ? (this.extra.failures as GateFailure[]) : [];
  }

  get changedPaths(): string[] | null {
    return Array.isArray(this.extra.changedPaths) ? (this.extra.changedPaths as string[]) : null;
  }
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const { error, code, ...extra } = data;
    const message = typeof error === 'string' ? error : 'O estúdio não respondeu como esperado. Tente de novo.';
    throw new ApiError(response.status, typeof code === 'string' ? code : 'erro', message, extra);
  }
  return data as T;
}

export interface Person {
  id: string;
  email: string;
  name: string;
  role: 'leitor' | 'editor' | 'revisor' | 'publicador' | 'admin';
  roleLabel: string;
  scope: string[] | null;
  disabled: boolean;
}

export interface Draft {
  id: string;
  state: 'rascunho' | 'em_revisao' | 'alteracoes_pedidas' | 'aprovado' | 'agendado' | 'publicado';
  stateLabel: string;
  head: string;
  author: { name: string; email: string };
  createdAt: string;
  updatedAt: string;
  changedPaths?: string[];
  publishedHead?: string;
  approval: { head: string; by: string; at: string } | null;
  comment: string | null;
  publishedCommit: string | null;
  /** A pending scheduled publish (state agendado), or the last one that could not publish (failure). */
  schedule?: { at: string; local: string; label: string; by: string; failure: { at: string; reason: string } | null } | null;
}

export interface Colors {
  background: string;
  bubble: string;
  text: string;
}

export interface Partner {
  name: string;
  title: string;
  route: string;
  colors: Colors;
}

export interface Step {
  id: string;
  label: string;
  flowFile: string;
  say: string[];
  texts: string[];
  override: string[] | null;
}

export interface TextChange {
  partner: string | null;
  partnerTitle: string;
  step: string;
  label: string;
  before: string[];
  after: string[];
  /** The texts as a visitor reads them in the example situation: values of it are example pieces. */
  beforeShown: ShownPiece[][];
  afterShown: ShownPiece[][];
  colors: Colors;
}

export interface ShownPiece {
  text: string;
  example?: true;
}

const RANK = { leitor: 0, editor: 1, revisor: 2, publicador: 3, admin: 4 } as const;

/** Only to leave out buttons: the server decides (studio/hosted/auth/roles.ts). */
export const atLeast = (person: Person, role: Person['role']) => RANK[person.role] >= RANK[role];
