// Every call carries the fixed application key (spec section 6); anything else is 401.
import type { MiddlewareHandler } from 'hono';

export function appKey(expected: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('x-app-key') !== expected) {
      return c.json({ message: 'Chave de aplicação inválida ou ausente (X-App-Key).', code: 'CHAVE_INVALIDA' }, 401);
    }
    await next();
  };
}
