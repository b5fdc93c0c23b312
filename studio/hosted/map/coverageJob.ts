// One job of a coverage process (coverageProcess.ts): every conversation test of the draft's own
// files run on them, and what they never reach — the steps no test enters and the links no test
// takes — as the map marks them. This is `npm run flows:test`'s coverage, computed for the draft
// instead of read from coverage/flows.json on disk.
import { runFlowTests } from '../../../scripts/conversation-tests/index.ts';
import { type CoverageReport, type Ratio, toRatio } from '../../../scripts/conversation-tests/coverage.ts';
import type { GateMessage } from '../gate/gateRunner.ts';

export interface CoverageJob {
  id: number;
  /** The compiler's empty root folder. */
  root: string;
  files: Record<string, string>;
}

export type MapCoverage =
  | {
      ok: true;
      tests: number;
      failed: number;
      steps: Ratio;
      links: Ratio;
      untestedSteps: string[];
      /** `from→to` of each link no test takes (by any of its ways). */
      untestedLinks: string[];
    }
  /** The tests could not run: a file of the draft has errors (the problems list says which). */
  | { ok: false; reason: string };

export async function handleCoverageJob(job: CoverageJob): Promise<GateMessage<MapCoverage>> {
  try {
    const run = await runFlowTests({ root: job.root, files: job.files });
    if (!run.coverage) {
      const reason = 'Os testes de conversa não rodaram: o rascunho tem problemas a corrigir (veja a lista de problemas).';
      return { type: 'report', id: job.id, report: { ok: false, reason } };
    }
    return { type: 'report', id: job.id, report: untested(run.coverage, run.results.length, run.results.filter((r) => r.status === 'failed').length) };
  } catch (error) {
    return { type: 'crash', id: job.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** What the map needs of a coverage report: the untested steps and links, and the totals. */
export function untested(report: CoverageReport, tests: number, failed: number): MapCoverage {
  const taken = new Set(report.branches.filter((b) => b.hits > 0 && b.to).map((b) => `${b.step}→${b.to}`));
  const links = new Set(report.branches.filter((b) => b.to).map((b) => `${b.step}→${b.to}`));
  const untestedLinks = [...links].filter((link) => !taken.has(link)).sort();
  return {
    ok: true,
    tests,
    failed,
    steps: report.totals.steps,
    links: toRatio(links.size - untestedLinks.length, links.size),
    untestedSteps: report.steps
      .filter((s) => s.hits === 0)
      .map((s) => s.id)
      .sort(),
    untestedLinks,
  };
}
