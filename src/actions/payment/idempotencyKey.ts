// One random id per card payment attempt, sent as Idempotency-Key. randomUUID needs a secure
// context; getRandomValues works everywhere the app runs.

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
