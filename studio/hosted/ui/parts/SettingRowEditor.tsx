// One setting or interface text of a partner, edited where the editor reads it (issue 24 item 3):
// its value (a list one item per line), where it comes from in words, "Salvar só para este
// parceiro", "Desfazer" after a save, and "Voltar ao padrão" when the partner has its own value
// and something else applies without it. The refusal is said under the field (the section lists
// the files' keys behind "detalhes").
import { useState } from 'react';
import { asText, type RowValue, saveSetting, type SettingRow, typedValue } from '../partnerAllApi.ts';
import { fieldErrors } from '../partnerApi.ts';
import { AppButton, CheckField, Field } from './controls.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';
import { type LastSave, UndoButton } from './UndoButton.tsx';

export interface RowTarget {
  draftId: string;
  partner: string;
  head: string;
  label: string;
  caminho: string[];
  tipo: SettingRow['tipo'];
  valor: RowValue;
  /** The partner's own value is written in its file. */
  own: boolean;
  /** What applies without it (null: nothing, so there is no default to go back to). */
  fallback: RowValue | null;
  /** Where the value comes from, in words. */
  origin: string;
}

type Outcome = { saved: 'proprio' | 'padrao' } | { error: unknown } | null;

export function SettingRowEditor({ target, onSaved }: { target: RowTarget; onSaved: () => unknown }) {
  const shown = asText(target.valor);
  const [text, setText] = useState(shown);
  const [base, setBase] = useState(shown);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [local, setLocal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [lastSave, setLastSave] = useState<LastSave | null>(null);
  // The draft moved on (this save, another field's): follow it unless something is being typed.
  if (shown !== base) {
    setBase(shown);
    if (text === base) setText(shown);
  }
  const key = target.caminho.join('.');
  const write = async (valor: RowValue | null) => {
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await saveSetting(target.draftId, target.partner, target.caminho, valor, target.head);
      setLastSave({ before: target.head, after: saved.head });
      // The field shows what now applies (a list without its empty lines; after "Voltar ao padrão", the
      // default), whether the draft's new version was read before this answer came or comes after it.
      setText(asText(valor ?? target.fallback));
      setOutcome({ saved: valor === null ? 'padrao' : 'proprio' });
      await onSaved();
    } catch (error) {
      setOutcome({ error });
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const typed = typedValue(target.tipo, text);
    const problem = typeof typed === 'object' && !Array.isArray(typed) ? typed.problem : undefined;
    setLocal(problem);
    if (!problem) void write(typed as RowValue);
  };
  const failure = outcome && 'error' in outcome ? outcome.error : null;
  const error = local ?? fieldErrors(failure)[key];
  const hint = [target.origin, target.tipo === 'lista' ? 'Um item por linha.' : ''].filter(Boolean).join(' ');
  const edit = (value: string) => {
    setLocal(undefined);
    setOutcome(null);
    setText(value);
  };
  return (
    <div role="group" aria-label={target.label} className={`setting-row${target.own ? ' own' : ''}`}>
      {target.tipo === 'sim_nao' ? (
        <div className="field">
          <CheckField selected={text === 'true'} onChange={(on) => edit(String(on))}>
            {target.label}
          </CheckField>
          <span className="hint">{hint}</span>
          {error && <p className="field-error">{error}</p>}
        </div>
      ) : (
        <Field label={target.label} value={text} onChange={edit} hint={hint} error={error} multiline={target.tipo === 'lista'} />
      )}
      <div className="row">
        <AppButton variant="secondary" onPress={save} isDisabled={busy || text === shown}>
          Salvar só para este parceiro
        </AppButton>
        {target.own && target.fallback !== null && (
          <AppButton variant="secondary" onPress={() => write(null)} isDisabled={busy}>
            Voltar ao padrão
          </AppButton>
        )}
      </div>
      {outcome && 'saved' in outcome && (
        <Notice kind="ok">{outcome.saved === 'padrao' ? 'Voltou ao padrão neste rascunho.' : 'Salvo só para este parceiro, no rascunho.'}</Notice>
      )}
      {!error && <ErrorNotice error={failure} />}
      <UndoButton
        draftId={target.draftId}
        save={lastSave}
        what={`a gravação de ${target.label}`}
        onUndone={() => {
          setOutcome(null);
          return onSaved();
        }}
      />
    </div>
  );
}
