// The draft editor: pick a partner and an etapa, change what its visitors read, save (from the
// version the page loaded: a stale save is refused with what changed, never overwritten), then
// send for review, beside the live preview of the draft at that partner and step (previewUrl.ts).
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, type Draft, type Partner, type Step } from '../api.ts';
import { Layout } from '../Layout.tsx';
import { AppButton, ComboField, SelectField } from '../parts/controls.tsx';
import { ConflictPanel } from '../parts/ConflictPanel.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { DraftNotices } from '../parts/DraftNotices.tsx';
import { StepHistory } from '../parts/TextHistory.tsx';
import { StateBadge } from '../parts/StateBadge.tsx';
import { PreviewSlot } from '../parts/PreviewSlot.tsx';
import { DraftTools } from '../parts/DraftTools.tsx';
import { previewUrl } from '../previewUrl.ts';
import { isLocal, useMode } from '../mode.tsx';
import { useMe } from '../session.tsx';
import { useFolderFollow } from '../useFolderFollow.ts';
import { FolderChanged } from '../parts/FolderChanged.tsx';
import { PartnerImages } from './PartnerImages.tsx';
import { PartnerSections } from './PartnerSections.tsx';
import { StepEditor } from './StepEditor.tsx';

export interface Texts {
  /** The partner these texts were read for (an answer may arrive after another was chosen). */
  partner: string | null;
  head: string;
  partners: Partner[];
  steps: Step[];
}

/** ?etapa= and ?parceiro=: the editor opened at an etapa from elsewhere (the map of the conversation). */
const openedAt = (key: string) => new URLSearchParams(window.location.search).get(key);

const partnerLabel = (p: Partner) => `${p.title.split('|')[0].trim()} (${p.route})`;

export function DraftEditor() {
  const { id = '' } = useParams();
  const me = useMe();
  // Local mode: the draft is this folder; no draft list, no review (the developer commits in git).
  const local = isLocal(useMode());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [texts, setTexts] = useState<Texts | null>(null);
  const [partner, setPartner] = useState<string | null>(() => openedAt('parceiro') ?? me.scope?.[0] ?? null);
  const [step, setStep] = useState<string | null>(() => openedAt('etapa'));
  const [error, setError] = useState<unknown>(null);
  // Bumped to start the text boxes again from the draft's current version (after a conflict).
  const [generation, setGeneration] = useState(0);
  const loadDraft = useCallback(() => {
    api<{ draft: Draft }>('GET', `/api/rascunhos/${id}`)
      .then((answer) => setDraft(answer.draft))
      .catch(setError);
  }, [id]);
  const loadTexts = useCallback(() => {
    const query = partner ? `?parceiro=${encodeURIComponent(partner)}` : '';
    return api<Omit<Texts, 'partner'>>('GET', `/api/rascunhos/${id}/textos${query}`)
      .then((answer) => {
        setTexts({ ...answer, partner });
        return answer;
      })
      .catch((failure: unknown) => {
        setError(failure);
        return null;
      });
  }, [id, partner]);
  useEffect(loadDraft, [loadDraft]);
  useEffect(() => void loadTexts(), [loadTexts]);
  const chosen = texts?.steps.find((one) => one.id === step) ?? null;
  const editable = draft !== null && draft.state !== 'publicado' && me.role !== 'leitor';
  const partners = (texts?.partners ?? []).filter((p) => !me.scope || me.scope.includes(p.name));
  const frame = partner && step ? previewUrl(id, partner, step, texts?.head ?? null) : null;
  const reload = () => Promise.all([loadTexts(), loadDraft()]);
  // Local mode: a change on disk reloads the page, or is said over a text being typed.
  const folder = useFolderFollow({ draftId: id, enabled: local, head: texts?.head ?? null, step, reload, restart: setGeneration });
  return (
    <Layout title={local ? 'Esta pasta' : 'Rascunho'}>
      {!local && (
        <p>
          <Link to="/">← Meus rascunhos</Link>
        </p>
      )}
      <div className="row">
        <h1>{local ? 'Esta pasta' : 'Rascunho'}</h1>
        {draft && !local && <StateBadge draft={draft} />}
        {draft && draft.state !== 'rascunho' && <Link to={`/rascunhos/${id}/revisao`}>Ver revisão</Link>}
        <Link to={`/rascunhos/${id}/mapa`}>Mapa da conversa</Link>
        {editable && me.scope === null && <Link to={`/rascunhos/${id}/novo-parceiro`}>Novo parceiro</Link>}
      </div>
      {draft && <DraftNotices draftId={id} draft={draft} />}
      {folder.changed && <FolderChanged onLoad={folder.loadNow} />}
      <ErrorNotice error={error} />
      {draft && <ConflictPanel draftId={id} head={draft.head} editable={editable} onResolved={() => reload().then(() => setGeneration((g) => g + 1))} />}
      {!texts && !error && <p aria-busy="true">Carregando os textos…</p>}
      {texts && (
        <div className="card grid-2">
          <SelectField label="Parceiro" choices={partners.map((p) => ({ id: p.name, label: partnerLabel(p) }))} selected={partner} onSelect={setPartner} />
          <ComboField
            label="Etapa da conversa"
            choices={texts.steps.map((one) => ({ id: one.id, label: one.label }))}
            selected={step}
            onSelect={setStep}
            hint="Digite para procurar pelas primeiras palavras do texto."
          />
        </div>
      )}
      {chosen && texts && partner && texts.partner === partner && (
        <StepEditor
          key={`${partner}-${chosen.id}-${generation}`}
          draftId={id}
          partner={partner}
          step={chosen}
          head={texts.head}
          editable={editable}
          onSaved={() => Promise.all([loadTexts(), loadDraft()])}
          onReload={() => loadTexts().then(() => setGeneration((g) => g + 1))}
          typing={folder.typing}
          onOpenStep={setStep}
        />
      )}
      {chosen && partner && texts?.partner === partner && <StepHistory key={`historico-${partner}-${chosen.id}`} partner={partner} step={chosen} />}
      {editable && texts?.partner && <PartnerImages draftId={id} texts={texts} onSaved={() => Promise.all([loadTexts(), loadDraft()])} />}
      {editable && texts?.partner && <PartnerSections draftId={id} partner={texts.partner} head={texts.head} onSaved={reload} />}
      <PreviewSlot frame={frame} />
      {texts && <DraftTools draftId={id} texts={texts} editable={editable} onSaved={() => Promise.all([loadTexts(), loadDraft()])} />}
      {editable && !local && draft && (draft.state === 'rascunho' || draft.state === 'alteracoes_pedidas') && (
        <SubmitForReview draftId={id} onError={setError} />
      )}
    </Layout>
  );
}

/** "Terminou?": sends the draft for review (the full check over the published version), then opens the review. */
function SubmitForReview({ draftId, onError }: { draftId: string; onError: (error: unknown) => void }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    onError(null);
    setSubmitting(true);
    try {
      await api('POST', `/api/rascunhos/${draftId}/enviar`);
      navigate(`/rascunhos/${draftId}/revisao`);
    } catch (failure) {
      onError(failure);
      setSubmitting(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="enviar">
      <h2 id="enviar">Terminou?</h2>
      <p>Envie para revisão: outra pessoa confere as mudanças antes de elas chegarem aos visitantes.</p>
      <AppButton onPress={submit} isDisabled={submitting}>
        Enviar para revisão
      </AppButton>
      {submitting && <Notice kind="info">Conferindo o rascunho inteiro com a versão publicada… pode levar um minuto.</Notice>}
    </section>
  );
}
