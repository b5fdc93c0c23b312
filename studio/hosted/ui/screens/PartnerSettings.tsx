// "Configurações do parceiro" in the draft editor (issue 24 items 4 and 10): the settings of the
// partner file a partner manager deals with, labelled and explained in Portuguese (the file's keys
// and the schema's descriptions only behind "detalhes"), each refusal under its field. Only the
// fields changed are sent; an emptied field goes back to the value the partner inherits.
import '../partners.css';
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { AppButton, CheckField, Field, SelectField } from '../parts/controls.tsx';
import { Details, ErrorNotice, Notice } from '../parts/Notice.tsx';
import { adminNote, fieldErrors, type PartnerSaved, type SettingField, type SettingValue, usePartnerSettings } from '../partnerApi.ts';

interface Props {
  draftId: string;
  partner: string;
  head: string;
  onSaved: () => unknown;
}

type Draft = Record<string, string | boolean>;

const INHERIT = '__padrao__';
const shown = (field: SettingField): string | boolean => {
  const value = field.valor ?? field.herdado;
  if (field.tipo === 'sim_nao') return value === true;
  if (field.tipo === 'escolha') return field.valor === null ? INHERIT : String(field.valor);
  return value === null ? '' : String(value);
};

function inheritedWords(field: SettingField): string {
  if (field.herdado === null || field.valor !== null) return '';
  const choice = field.opcoes?.find((option) => option.valor === field.herdado)?.rotulo;
  const value = typeof field.herdado === 'boolean' ? (field.herdado ? 'sim' : 'não') : (choice ?? String(field.herdado));
  return `Este parceiro usa o padrão: ${value}.`;
}

/** What the form sends for a changed field: null when emptied (the inherited value applies). */
function outgoing(field: SettingField, value: string | boolean): SettingValue | { problem: string } {
  if (typeof value === 'boolean') return value;
  const typed = value.trim();
  if (typed === '' || typed === INHERIT) return null;
  if (field.tipo !== 'numero') return typed;
  return /^\d+$/.test(typed) ? Number(typed) : { problem: 'Um número inteiro positivo, do contrato da parceria.' };
}

export function PartnerSettings({ draftId, partner, head, onSaved }: Props) {
  const { settings, error: loadError } = usePartnerSettings(draftId, partner, head);
  const [values, setValues] = useState<Draft>({});
  const [local, setLocal] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ error?: unknown; saved?: PartnerSaved } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValues(Object.fromEntries((settings?.campos ?? []).map((field) => [field.chave, shown(field)]))), [settings]);
  if (!settings) return <ErrorNotice error={loadError} />;
  const changed = settings.campos.filter((field) => values[field.chave] !== undefined && values[field.chave] !== shown(field));
  const save = async () => {
    const sent = changed.map((field) => [field.chave, outgoing(field, values[field.chave])] as const);
    const wrong = sent.filter(([, value]) => value !== null && typeof value === 'object');
    setLocal(Object.fromEntries(wrong.map(([key, value]) => [key, (value as { problem: string }).problem])));
    if (wrong.length > 0 || sent.length === 0) return;
    setBusy(true);
    setResult(null);
    try {
      const path = `/api/rascunhos/${draftId}/parceiros/${encodeURIComponent(partner)}/configuracoes`;
      const saved = await api<PartnerSaved>('PUT', path, { valores: Object.fromEntries(sent), baseHead: settings.head });
      setResult({ saved });
      await onSaved();
    } catch (error) {
      setResult({ error });
    } finally {
      setBusy(false);
    }
  };
  const errors = { ...fieldErrors(result?.error), ...local };
  const set = (key: string) => (value: string | boolean) => setValues((all) => ({ ...all, [key]: value }));
  const reasons = result?.saved?.aprovacaoAdmin ?? settings.aprovacaoAdmin;
  return (
    <section className="card stack" aria-labelledby="configuracoes-do-parceiro">
      <h2 id="configuracoes-do-parceiro">Configurações do parceiro</h2>
      <p>Mudanças no Tag Manager, nos endereços dos links, no domínio ou nos números da parceria precisam da aprovação de um administrador.</p>
      <div className="settings-grid">
        {settings.campos.map((field) => (
          <SettingInput key={field.chave} field={field} value={values[field.chave] ?? shown(field)} onChange={set(field.chave)} error={errors[field.chave]} />
        ))}
      </div>
      <Details lines={settings.campos.map((field) => `${field.chave} — ${field.rotulo}: ${field.descricaoTecnica}`)} />
      <div className="row">
        <AppButton onPress={save} isDisabled={busy || changed.length === 0}>
          {busy ? 'Salvando…' : 'Salvar configurações'}
        </AppButton>
        {changed.length > 0 && <span className="hint">{changed.length === 1 ? '1 campo mudado' : `${changed.length} campos mudados`}</span>}
      </div>
      {result?.saved && <Notice kind="ok">Configurações salvas no rascunho.</Notice>}
      {reasons.length > 0 && <Notice kind="warn">{adminNote(reasons)}</Notice>}
      <ErrorNotice error={Object.keys(fieldErrors(result?.error)).length > 0 ? null : result?.error} />
    </section>
  );
}

function SettingInput({
  field,
  value,
  onChange,
  error,
}: {
  field: SettingField;
  value: string | boolean;
  onChange: (v: string | boolean) => void;
  error?: string;
}) {
  const inherited = inheritedWords(field);
  if (field.tipo === 'sim_nao') {
    return (
      <div className="field">
        <CheckField selected={value === true} onChange={onChange}>
          {field.rotulo}
        </CheckField>
        <span className="hint">{[field.ajuda, inherited].filter(Boolean).join(' ')}</span>
        {error && <p className="field-error">{error}</p>}
      </div>
    );
  }
  if (field.tipo === 'escolha') {
    const fallback = { id: INHERIT, label: 'Padrão (o que o parceiro herda)' };
    const choices = [fallback, ...(field.opcoes ?? []).map((option) => ({ id: option.valor, label: option.rotulo }))];
    return (
      <div className="field">
        <SelectField
          label={field.rotulo}
          choices={choices}
          selected={String(value)}
          onSelect={onChange}
          hint={[field.ajuda, inherited].filter(Boolean).join(' ')}
        />
        {error && <p className="field-error">{error}</p>}
      </div>
    );
  }
  return <Field label={field.rotulo} value={String(value)} onChange={onChange} hint={[field.ajuda, inherited].filter(Boolean).join(' ')} error={error} />;
}
