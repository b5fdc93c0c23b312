// Maps any failure of a call to the spec's generic client messages (section 8) and keeps
// the server's own `message` (e.g. "Nenhum plano encontrado para essa faixa de renda"),
// which the actions use to pick the error step.
import { HTTPError, TimeoutError } from 'ky';

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for kind "http". */
  readonly status?: number;
  /** The `message` field of the server's JSON error body, when it has one. */
  readonly serverMessage?: string;
  /** The parsed JSON error body (e.g. proposal `Errors`, card `code`). */
  readonly body?: unknown;

  constructor(kind: ApiErrorKind, message: string, extra: { status?: number; serverMessage?: string; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: extra.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status;
    this.serverMessage = extra.serverMessage;
    this.body = extra.body;
  }
}

/** Turns whatever a ky call threw into an ApiError with the generic message. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = await readJson(error.response);
    const serverMessage =
      body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined;
    return new ApiError('http', `Request failed with status code ${status}`, { status, serverMessage, body, cause: error });
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', 'timeout exceeded', { cause: error });
  if (isAbort(error)) return new ApiError('aborted', 'request aborted', { cause: error });
  return new ApiError('network', 'Network Error', { cause: error });
}

/** The message to show or match on: the server's own text when it sent one, else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Runs a call and rethrows any failure as ApiError. */
export async function withApiErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toApiError(error);
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** The business errors of a failed POST /api/proposta (422 body `Errors`), else []. */
export function proposalErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const list = (error.body as { Errors?: unknown }).Errors;
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string') : [];
}

/** Whether a 400 from the request validation names this field (e.g. '/referralCode'). */
export function refusesField(error: unknown, field: string): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body || typeof error.body !== 'object') return false;
  const list = (error.body as { errors?: unknown }).errors;
  return Array.isArray(list) && list.some((e) => typeof e === 'object' && e !== null && (e as { campo?: unknown }).campo === field);
}
