// Converts what the visitor typed (masked text as shown) into the value stored at input.field.
import type { Input } from '../generated/flow.ts';
import { parseBRL } from '../domain/money.ts';
import { assertNever } from './assertNever.ts';

export function inputValue(kind: Input['kind'], raw: string): string | number {
  switch (kind) {
    case 'tel':
    case 'digits':
      return raw.replace(/\D/g, '');
    case 'money': {
      // Validators reject text without digits before this runs; 0 keeps the state numeric regardless.
      const cents = parseBRL(raw);
      return Number.isNaN(cents) ? 0 : cents;
    }
    case 'date': // kept as typed, dd/mm/yyyy (the state and the API both use that form)
    case 'text':
    case 'email':
    case undefined:
      return raw.trim();
    default:
      return assertNever(kind);
  }
}
