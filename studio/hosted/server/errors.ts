// Every refusal becomes one JSON answer in Portuguese: the store's Refusal, the server's HttpError
// and the git layer's typed errors (a stale save → 409 with the current head and what changed, a
// path outside the content folders → 400, an unsafe tree → 422, a refused publish → 409). Anything
// else is a 500 whose insides stay in the server's log.
import {
  DraftNotFoundError,
  InvalidCommitInputError,
  InvalidPathError,
  InvalidRefError,
  PublishRefusedError,
  PushFailedError,
  StaleHeadError,
  UnsafeTreeError,
} from '../git/index.ts';
import { Refusal } from '../store/refusal.ts';
import { HttpError } from './routeTable.ts';

export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const PUBLISH_REFUSALS: Record<string, string> = {
  'head-not-approved': 'O rascunho mudou depois da aprovação: ele precisa ser aprovado de novo.',
  'published-moved': 'A versão publicada mudou desde que você abriu a página. Atualize e confira antes de publicar.',
  'nothing-to-publish': 'Este rascunho não muda nada na versão publicada.',
  conflict: 'O rascunho e a versão publicada mudaram os mesmos textos de formas diferentes.',
};

const refuse = (status: number, code: string, error: string, extra: Record<string, unknown> = {}): ErrorAnswer => ({
  status,
  body: { ok: false, error, code, ...extra },
});

export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return refuse(error.status, error.code, error.message, error.extra);
  if (error instanceof Refusal) {
    const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
    return { ...refuse(error.status, error.code, error.message), headers };
  }
  if (error instanceof StaleHeadError) {
    const changed = error.changedPaths ? ` Mudou desde então: ${error.changedPaths.join(', ') || 'nada no conteúdo'}.` : '';
    return refuse(409, 'versao_desatualizada', `Outra pessoa salvou este rascunho depois que você o abriu.${changed} Recarregue e refaça sua alteração.`, {
      currentHead: error.currentHead,
      changedPaths: error.changedPaths,
    });
  }
  if (error instanceof InvalidPathError) return refuse(400, 'caminho_recusado', `O arquivo "${error.path}" não pode ser lido ou mudado pelo estúdio.`);
  if (error instanceof DraftNotFoundError) return refuse(404, 'nao_encontrado', 'Rascunho não encontrado.');
  if (error instanceof InvalidRefError || error instanceof InvalidCommitInputError) return refuse(400, 'pedido_invalido', 'Pedido inválido.');
  if (error instanceof UnsafeTreeError) {
    const places = error.problems.map((problem) => problem.path).join(', ');
    return refuse(422, 'conteudo_inseguro', `O rascunho tem arquivos que o estúdio não aceita: ${places}.`);
  }
  if (error instanceof PublishRefusedError) {
    const extra = { conflicts: error.details.conflicts, changedPaths: error.details.changedPaths, currentHead: error.details.publishedHead ?? null };
    return refuse(409, `publicacao_${error.reason.replace(/-/g, '_')}`, PUBLISH_REFUSALS[error.reason], extra);
  }
  if (error instanceof PushFailedError) {
    return error.remoteMoved
      ? refuse(409, 'remoto_mudou', 'O repositório remoto mudou. Atualize e publique de novo: nada foi perdido.')
      : refuse(502, 'envio_falhou', 'Não foi possível enviar a publicação ao repositório remoto. Nada foi publicado; tente de novo.');
  }
  console.error('[estúdio]', error);
  return refuse(500, 'erro_interno', 'Erro interno do estúdio. Tente de novo; se persistir, avise o suporte.');
}
