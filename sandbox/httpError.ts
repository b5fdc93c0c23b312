// One error type for every non-2xx answer; app.onError turns it into the ApiErrorBody shape
// (schemas/api/error.schema.json).
import type { ApiErrorBody } from '../src/generated/api.ts';

export type ErrorStatus = 400 | 401 | 402 | 404 | 409 | 410 | 413 | 415 | 422 | 500 | 503;

export class HttpError extends Error {
  readonly status: ErrorStatus;
  readonly body: ApiErrorBody;

  constructor(status: ErrorStatus, message: string, code: string, extra: Omit<ApiErrorBody, 'message' | 'code'> = {}) {
    super(message);
    this.status = status;
    this.body = { message, code, ...extra };
  }
}

export const notFound = (message: string, code = 'NAO_ENCONTRADO') => new HttpError(404, message, code);
