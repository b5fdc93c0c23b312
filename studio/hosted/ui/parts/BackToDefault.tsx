// "Voltar ao texto padrão": the partner's own text of this etapa removed in one save, so its
// visitors read the default again (what the old studio's "Reset to default" did). The page then
// reads the draft's new version, which shows the default in the boxes. A test asserting the own
// words offers to update it, as a text save does.
import { AppButton } from './controls.tsx';
import { SaveProblems } from './SaveProblems.tsx';
import { useContentSave } from './useContentSave.ts';

interface Props {
  draftId: string;
  partner: string;
  step: string;
  head: string;
  /** Reads the draft again (the boxes then show the default text). */
  onDone: () => Promise<unknown>;
}

export function BackToDefault({ draftId, partner, step, head, onDone }: Props) {
  const saving = useContentSave('PUT', `/api/rascunhos/${draftId}/texto-padrao`);
  return (
    <div className="stack">
      <AppButton variant="secondary" onPress={() => saving.save({ step, partner, baseHead: head }, onDone)} isDisabled={saving.busy}>
        Voltar ao texto padrão
      </AppButton>
      <p className="hint muted">Tira o texto próprio do parceiro {partner} nesta etapa: os visitantes dele passam a ler o texto padrão.</p>
      <SaveProblems save={saving} onReload={onDone} />
    </div>
  );
}
