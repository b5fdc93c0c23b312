// "Cores" in the draft editor (issue 24 item 4): the partner's colours as two named swatches with
// their contrast computed live; saved into the draft (PUT …/cores) from the version the page read,
// with "Desfazer" after a save as for texts. The server refuses a pair below 4.5:1 in the same words
// the page shows.
import '../partners.css';
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import type { Theme } from '../colourWords.ts';
import { ColourSwatches } from '../parts/ColourSwatches.tsx';
import { AppButton } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { type LastSave, UndoButton } from '../parts/UndoButton.tsx';
import { fieldErrors, type PartnerSaved, usePartnerSettings } from '../partnerApi.ts';

interface Props {
  draftId: string;
  partner: string;
  head: string;
  onSaved: () => unknown;
}

export function PartnerColours({ draftId, partner, head, onSaved }: Props) {
  const { settings, error: loadError } = usePartnerSettings(draftId, partner, head);
  const [theme, setTheme] = useState<Theme | null>(null);
  const [result, setResult] = useState<{ error?: unknown; saved?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [lastSave, setLastSave] = useState<LastSave | null>(null);
  useEffect(() => setTheme(settings?.cores ?? null), [settings]);
  const save = async () => {
    if (!theme || !settings) return;
    setBusy(true);
    setResult(null);
    try {
      const saved = await api<PartnerSaved>('PUT', `/api/rascunhos/${draftId}/parceiros/${encodeURIComponent(partner)}/cores`, {
        cores: theme,
        baseHead: settings.head,
      });
      setResult({ saved: true });
      setLastSave(saved.changed ? { before: settings.head, after: saved.head } : null);
      await onSaved();
    } catch (error) {
      setResult({ error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="cores-do-parceiro">
      <h2 id="cores-do-parceiro">Cores</h2>
      <p>As cores da página deste parceiro. Cada texto precisa de contraste de pelo menos 4,5:1 com a cor atrás dele, para todos conseguirem ler.</p>
      <ErrorNotice error={loadError} />
      {theme && (
        <>
          <ColourSwatches theme={theme} onChange={setTheme} errors={fieldErrors(result?.error)} />
          <div className="row">
            <AppButton onPress={save} isDisabled={busy}>
              {busy ? 'Salvando…' : 'Salvar cores'}
            </AppButton>
          </div>
        </>
      )}
      {result?.saved && <Notice kind="ok">Cores salvas no rascunho. A prévia mostra a página com elas.</Notice>}
      <ErrorNotice error={result?.error} />
      <UndoButton
        draftId={draftId}
        save={busy ? null : lastSave}
        what="a gravação das cores"
        onUndone={() => {
          setResult(null);
          return onSaved();
        }}
      />
    </section>
  );
}
