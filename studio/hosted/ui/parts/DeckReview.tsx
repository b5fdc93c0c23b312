// The copy deck's per-cell diff, before anything is saved: each text the sheet would change, what
// it says now (struck through) and what the sheet says (underlined), each with a tick. Only the
// ticked texts are imported, as one save; an unticked one stays as it is.
import { useState } from 'react';
import { AppButton, CheckField } from './controls.tsx';
import { Details } from './Notice.tsx';

export interface DeckCell {
  /** The cell as the import takes it when ticked ("12:D"), from the server. */
  key: string;
  row: number;
  column: string;
  id: string;
  partner: string | null;
  before: string;
  after: string;
}

interface Props {
  fileName: string;
  cells: DeckCell[];
  /** What the editor calls a text (the etapa's words), from its id. */
  label: (id: string) => string;
  busy: boolean;
  onImport: (keys: string[]) => unknown;
  onCancel: () => unknown;
}

export function DeckReview({ fileName, cells, label, busy, onImport, onCancel }: Props) {
  const [ticked, setTicked] = useState(() => new Set(cells.map((cell) => cell.key)));
  const tick = (key: string) => (on: boolean) =>
    setTicked((old) => {
      const next = new Set(old);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const count = ticked.size === 1 ? '1 texto marcado' : `${ticked.size} textos marcados`;
  return (
    <div className="stack" role="group" aria-label="Textos que a planilha muda">
      <p>
        A planilha {fileName} muda {cells.length === 1 ? 'este texto' : `estes ${cells.length} textos`}. Nada foi salvo ainda: desmarque o que não deve entrar.
      </p>
      <ul className="stack deck-review">
        {cells.map((cell) => (
          <li key={cell.key} className="card stack">
            <CheckField selected={ticked.has(cell.key)} onChange={tick(cell.key)}>
              Linha {cell.row} · {cell.partner ? `só para o parceiro ${cell.partner}` : 'para todos os parceiros'} · {label(cell.id)}
            </CheckField>
            <p>
              Antes: <del>{cell.before || '(vazio)'}</del>
            </p>
            <p>
              Depois: <ins>{cell.after || '(vazio)'}</ins>
            </p>
            <Details lines={[`${cell.id} · coluna ${cell.column}`]} />
          </li>
        ))}
      </ul>
      <div className="row">
        <AppButton onPress={() => onImport([...ticked])} isDisabled={busy || ticked.size === 0}>
          {`Importar ${count}`}
        </AppButton>
        <AppButton variant="secondary" onPress={() => onCancel()} isDisabled={busy}>
          Cancelar
        </AppButton>
      </div>
    </div>
  );
}
