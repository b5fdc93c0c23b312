// Why a content save (useContentSave.ts) did not happen, the same way for every kind of save:
// tests asserting the old words (with "Atualizar o teste e salvar"), someone else's save since the
// page read the draft (409: said in words, what was typed stays on the page, "Carregar a versão
// atual" reads the draft again), or any other refusal.
import { isLocal, useMode } from '../mode.tsx';
import { fileInWords } from '../words.ts';
import { AppButton } from './controls.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';
import { assertingTests, TestsAsserting } from './TestsAsserting.tsx';
import { type ContentSave, isStale } from './useContentSave.ts';

export function SaveProblems({ save, onReload }: { save: ContentSave; onReload: () => unknown }) {
  // Local mode: the draft is the folder, and what changed meanwhile changed on disk.
  const local = isLocal(useMode());
  const tests = assertingTests(save.error);
  if (tests) return <TestsAsserting tests={tests} busy={save.busy} onUpdate={save.updateTests} />;
  if (!isStale(save.error)) return <ErrorNotice error={save.error} />;
  const changed = save.error.changedPaths ?? [];
  return (
    <Notice kind="error">
      <p>
        {local ? 'Um arquivo desta pasta mudou no disco' : 'Este rascunho foi salvo em outro lugar'} depois que você abriu esta página. Nada foi sobrescrito.
      </p>
      {changed.length > 0 && <p>Mudou desde então: {changed.map(fileInWords).join('; ')}.</p>}
      <p>Copie seu texto se quiser, carregue a versão atual e refaça a alteração.</p>
      <AppButton
        variant="secondary"
        onPress={() => {
          save.dismiss();
          return onReload();
        }}
      >
        Carregar a versão atual
      </AppButton>
    </Notice>
  );
}
