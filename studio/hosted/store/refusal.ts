// A request the studio refuses, with what the person reads (Portuguese) and the HTTP status the
// server will answer with. Thrown by the store and the sign-in rules alike.

export type RefusalCode =
  | 'invalid_email'
  | 'invalid_name'
  | 'invalid_role'
  | 'invalid_scope'
  | 'invalid_link'
  | 'forbidden'
  | 'not_found'
  | 'last_admin'
  | 'already_exists'
  | 'rate_limited'
  | 'invalid_passkey'
  | 'invalid_sign_in'
  | 'not_configured';

const STATUS: Record<RefusalCode, number> = {
  invalid_email: 400,
  invalid_name: 400,
  invalid_role: 400,
  invalid_scope: 400,
  invalid_link: 400,
  forbidden: 403,
  not_found: 404,
  last_admin: 409,
  already_exists: 409,
  rate_limited: 429,
  invalid_passkey: 400,
  invalid_sign_in: 400,
  not_configured: 404,
};

export class Refusal extends Error {
  readonly status: number;

  constructor(
    readonly code: RefusalCode,
    message: string,
    /** Seconds until the same request may succeed (rate limits): the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Refusal';
    this.status = STATUS[code];
  }
}
