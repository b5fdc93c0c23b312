// Submit's and publish's gate as the route handlers use it: the draft merged over the current
// published head (a conflict names the files in words, 409, nothing forced), then the full gate in
// its process (gate.ts); a failure becomes a 422 in the editor's words with each finding's
// file:line in `failures[].detail`, a run stopped by its time or memory limit a 503.
import { conflictInWords, type GateFailure } from '../gate/inWords.ts';
import { GateStoppedError } from '../gate/gateRunner.ts';
import type { LoadedDraft } from './draftLogic.ts';
import { HttpError } from './routeTable.ts';
import type { Services } from './services.ts';

/** The draft merged over the current published head passes the full gate, or the answer says why. */
export async function requireFullGate(s: Services, draft: LoadedDraft): Promise<void> {
  // "Current main" is the remote's: follow it first (unreachable, the last one fetched is used).
  await s.repo.fetch().catch((error: unknown) => console.error('[estúdio] não foi possível atualizar a versão publicada:', error));
  const merged = await s.repo.mergeDraft({ draftId: draft.record.id });
  if (!merged.clean) throw new HttpError(409, 'conflito', conflictInWords(merged.conflicts), { conflicts: merged.conflicts });
  await s.repo.inspectTree(draft.head);
  const report = await s.gate.full({ publishedHead: merged.publishedHead, tree: merged.tree }).catch((error: unknown) => {
    throw error instanceof GateStoppedError ? stoppedAnswer(error) : error;
  });
  if (report.ok) return;
  const tests = report.failures[0]?.kind === 'teste';
  const intro = tests
    ? report.failures.length === 1
      ? 'Um teste de conversa falha com este rascunho sobre a versão publicada.'
      : `${report.failures.length} testes de conversa falham com este rascunho sobre a versão publicada.`
    : 'O rascunho tem problemas a corrigir antes de seguir.';
  throw new HttpError(422, tests ? 'testes_de_conversa_falharam' : 'conteudo_com_problemas', `${intro} ${list(report.failures)}`, {
    failures: report.failures,
  });
}

function list(failures: readonly GateFailure[]): string {
  return failures.map((failure) => failure.message).join(' ');
}

function stoppedAnswer(error: GateStoppedError): HttpError {
  console.error('[estúdio] verificação interrompida:', error.message);
  const limit =
    error.reason === 'tempo'
      ? `passou do limite de tempo (${Math.round(error.limits.timeoutMs / 1000)} s)`
      : error.reason === 'memoria'
        ? `passou do limite de memória (${error.limits.memoryMb} MB)`
        : 'parou no meio';
  return new HttpError(
    503,
    'verificacao_interrompida',
    `A verificação do rascunho ${limit} e foi interrompida. Nada foi enviado nem publicado. Tente de novo; se repetir, avise o suporte.`,
    {
      limit: error.reason,
    },
  );
}
