// The database is a real file: a restart loses nothing (a proposal's token still pays),
// and `npm run sandbox:reset` empties it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { LEAD, proposalBody, startSandbox } from './sandbox.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  it('starts after a killed server left its lock behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-lock-'));
    mkdirSync(join(dir, 'sandbox.db.lock'));
    const sb = await startSandbox({ dataDir: dir });
    expect((await sb.api.saveLead(LEAD)).id).toBeGreaterThan(0);
    await sb.dispose();
  });

  // Three sandboxes and one `tsx` start (the reset script): a generous limit, as a busy machine is slow.
  it('keeps leads, proposals and their tokens across a restart, and reset empties them', async () => {
    const first = await startSandbox({ dataDir });
    expect(existsSync(join(dataDir, 'sandbox.db'))).toBe(true);
    const lead = await first.api.saveLead(LEAD);
    const [item] = await first.api.searchCatalogue({ minValor: 5_000_000, categorias: '2' });
    const plan = item.planosTipos[0];
    const proposal = await first.api.createProposal(proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }));
    await first.stop();

    const second = await startSandbox({ dataDir });
    const pix = await second.api.payPix(proposal.propostaToken);
    expect(pix.valor).toBe(proposal.valorPrimeiroPagamento);
    // Counters survive too: ids keep increasing instead of starting over.
    expect((await second.api.saveLead(LEAD)).id).toBe(lead.id + 1);
    await second.stop();

    // The npm script, run as a user would.
    execFileSync(process.execPath, ['--import', 'tsx', 'sandbox/reset.ts'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' });

    const third = await startSandbox({ dataDir });
    const error = await third.api.payPix(proposal.propostaToken).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    // Deterministic: the first lead after a reset gets the same id and token as on a fresh install.
    expect(await third.api.saveLead(LEAD)).toEqual(lead);
    await third.stop();
  }, 120_000);
});
