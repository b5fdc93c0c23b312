// The error texts the client matches on are one list (schemas/api/matched-error-text.schema.json):
// every one of them is sent by the sandbox and recognised by the client, word for word. tsc checks
// each constant is in the list; this checks none is missing on either side.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_PLAN_FOR_CREDIT, NO_PLAN_FOR_INCOME } from '../../sandbox/catalogue/search.ts';
import { INVALID_CEP } from '../../sandbox/proposal/checkHolder.ts';
import { NO_PLAN_OUTCOMES } from '../../src/actions/lead/searchPlans.ts';
import { INVALID_CEP_ERROR } from '../../src/actions/proposal/createProposal.ts';

const listed: string[] = JSON.parse(readFileSync('schemas/api/matched-error-text.schema.json', 'utf8')).enum;

describe('matched error texts', () => {
  it('the sandbox sends every listed text', () => {
    expect([NO_PLAN_FOR_INCOME, NO_PLAN_FOR_CREDIT, INVALID_CEP].sort()).toEqual([...listed].sort());
  });

  it('the client recognises every listed text', () => {
    expect([...Object.keys(NO_PLAN_OUTCOMES), INVALID_CEP_ERROR].sort()).toEqual([...listed].sort());
  });
});
