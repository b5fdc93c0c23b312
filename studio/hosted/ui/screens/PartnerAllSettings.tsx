// "Todas as configurações" and "Textos da interface" in the draft editor (issue 24 item 3, the old
// local studio's variant view): every setting of the chosen partner with where it comes from, maps
// key by key and lists one item per line; the interface words of flows/ui.yaml, found by typing,
// each editable for this partner only; "Voltar ao padrão" removes the partner's own value.
import '../partners.css';
import { useState } from 'react';
import { Field } from '../parts/controls.tsx';
import { Details, ErrorNotice } from '../parts/Notice.tsx';
import { type RowTarget, SettingRowEditor } from '../parts/SettingRowEditor.tsx';
import { type AllSettings, asText, originWords, type SettingRow, type UiTextRow, useAllSettings } from '../partnerAllApi.ts';

interface Props {
  draftId: string;
  partner: string;
  head: string;
  onSaved: () => unknown;
}

/** How many interface texts show before the editor types what they look for. */
const FIRST = 8;

const settingTarget = (props: Props, all: AllSettings, row: SettingRow): RowTarget => ({
  draftId: props.draftId,
  partner: props.partner,
  head: all.head,
  label: row.rotulo,
  caminho: row.caminho,
  tipo: row.tipo,
  valor: row.valor,
  own: row.origem.tipo === 'parceiro',
  fallback: row.padrao,
  origin: originWords(row) + (row.origem.tipo === 'parceiro' && row.padrao !== null ? ` O padrão é: ${asText(row.padrao).replace(/\n/g, ', ')}.` : ''),
});

const uiTarget = (props: Props, all: AllSettings, row: UiTextRow): RowTarget => ({
  draftId: props.draftId,
  partner: props.partner,
  head: all.head,
  label: `Texto da interface «${row.padrao}»`,
  caminho: ['ui', row.id],
  tipo: 'texto',
  valor: row.texto,
  own: row.proprio,
  fallback: row.padrao,
  origin: row.proprio ? `Texto deste parceiro; o padrão é «${row.padrao}».` : 'O texto padrão, igual para todos os parceiros.',
});

export function PartnerAllSettings(props: Props) {
  const { all, error } = useAllSettings(props.draftId, props.partner, props.head);
  if (!all) return <ErrorNotice error={error} />;
  const editable = all.configuracoes.filter((row) => row.editavel);
  const fixed = all.configuracoes.filter((row) => !row.editavel);
  return (
    <>
      <section className="card stack" aria-labelledby="todas-configuracoes">
        <h2 id="todas-configuracoes">Todas as configurações</h2>
        <p>
          Cada configuração que vale para este parceiro e de onde ela vem. Salvar grava o valor só para este parceiro; Voltar ao padrão tira o valor dele e
          volta a valer o padrão.
        </p>
        <div className="settings-grid">
          {editable.map((row) => (
            <SettingRowEditor key={row.chave} target={settingTarget(props, all, row)} onSaved={props.onSaved} />
          ))}
        </div>
        {fixed.length > 0 && <p className="hint">Só quem mantém o sistema muda: {fixed.map((row) => `${row.rotulo} (${asText(row.valor)})`).join('; ')}.</p>}
        <Details lines={all.configuracoes.map((row) => `${row.chave} — ${row.origem.arquivo}`)} />
      </section>
      <UiTexts props={props} all={all} />
    </>
  );
}

function UiTexts({ props, all }: { props: Props; all: AllSettings }) {
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const found = all.textosDaInterface.filter((row) => !wanted || `${row.id} ${row.padrao} ${row.texto}`.toLowerCase().includes(wanted));
  // The partner's own texts first: they are the ones an editor comes back to.
  const shown = [...found].sort((a, b) => Number(b.proprio) - Number(a.proprio)).slice(0, wanted ? found.length : FIRST);
  return (
    <section className="card stack" aria-labelledby="textos-da-interface">
      <h2 id="textos-da-interface">Textos da interface</h2>
      <p>As palavras da página que não são mensagens da conversa: botões, menu, avisos. Um texto mudado aqui vale só para este parceiro.</p>
      <Field label="Procurar um texto da interface" value={search} onChange={setSearch} hint="Digite uma palavra do texto, por exemplo Enviar." />
      <p className="hint" aria-live="polite">
        {wanted ? `${found.length} encontrados.` : `Mostrando ${shown.length} de ${all.textosDaInterface.length}; procure para ver os outros.`}
      </p>
      <div className="settings-grid">
        {shown.map((row) => (
          <SettingRowEditor key={row.id} target={uiTarget(props, all, row)} onSaved={props.onSaved} />
        ))}
      </div>
      <Details lines={shown.map((row) => `ui.${row.id} (${row.grupo}) — flows/ui.yaml; o do parceiro em variants/${props.partner}.yaml`)} />
    </section>
  );
}
