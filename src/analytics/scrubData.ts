// Last line of defence: an event leaves the page with its declared fields only (eventFields.ts).
// Scrubbing is by field name, not by what a value looks like, so business numbers of any length
// (contract, proposal, plan) survive and personal data, which has no field, cannot ride along.
// A stray field is dropped and reported, so a mistake costs an analytics field, never a leak.
import type { ReportProblem } from '../engine/problems.ts';
import { EVENT_FIELDS } from './eventFields.ts';
import type { AnalyticsEventName } from './port.ts';

export type EventData = Record<string, string | number | boolean>;

export function scrubData(
  event: AnalyticsEventName,
  data: Readonly<Record<string, string | number | boolean | undefined>> | undefined,
  report: ReportProblem,
): EventData {
  const allowed: readonly string[] = EVENT_FIELDS[event];
  const clean: EventData = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined) continue;
    if (allowed.includes(key)) clean[key] = value;
    else
      report({
        kind: 'analytics-field-dropped',
        name: event,
        message: `dropped "${key}" from "${event}": not one of its fields (personal data goes in pii, hashed)`,
      });
  }
  return clean;
}
