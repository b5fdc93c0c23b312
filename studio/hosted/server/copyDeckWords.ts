// The copy deck's import problems (studio/copy-deck/importDeck.ts writes them for developers, in
// English) said in the editor's words, with the row they are on. The original sentence stays as the
// detail, for whoever fixes the file by hand.
import type { CopyProblem } from '../../copy-deck/importDeck.ts';

export interface DeckProblem {
  row: number;
  column: string;
  id?: string;
  message: string;
  detail: string;
}

const hint = (name: string | undefined) => (name ? ` (você quis dizer "${name}"?)` : '');
const SUGGESTED = String.raw`(?: \(did you mean "(.*)"\?\))?`;

/** English sentence → Portuguese; the first that matches wins. */
const WORDS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^no "id" column/, () => 'A planilha não tem a coluna "id": exporte a planilha de novo e edite esse arquivo.'],
  [new RegExp(`^unknown column "(.*)": no variant file .*?${SUGGESTED}$`), (m) => `Coluna "${m[1]}" desconhecida: não há parceiro com esse nome${hint(m[2])}.`],
  [new RegExp(`^unknown id "(.*)"${SUGGESTED}$`), (m) => `O texto "${m[1]}" não existe no rascunho${hint(m[2])}.`],
  [/^the default text cannot be empty/, () => 'O texto para todos os parceiros não pode ficar vazio.'],
  [/^a variant cannot change/, () => 'Este texto não pode ser diferente por parceiro: deixe a célula do parceiro vazia.'],
  [/unreadable character/, () => 'O texto tem um caractere ilegível (�): corrija a célula ou exporte a planilha de novo.'],
  [/plain text: no HTML$/, () => 'Este texto é simples: não pode ter HTML.'],
  [/^HTML outside the allow-list/, () => 'O texto usa uma marcação HTML que o chat não aceita.'],
  [
    new RegExp(`^placeholder (\\{[^}]*\\}) is not in the original text${SUGGESTED}$`),
    (m) => `O campo ${m[1]} não existe no texto original${hint(m[2] && `{${m[2]}}`)}: use só os campos entre chaves que ele já tinha.`,
  ],
  [/^placeholder (.*) removed/, (m) => `O campo ${m[1]} foi apagado: mantenha-o, senão o visitante deixa de ver esse valor.`],
];

export function problemInWords(problem: CopyProblem): DeckProblem {
  for (const [pattern, say] of WORDS) {
    const match = pattern.exec(problem.message);
    if (match) return { row: problem.row, column: problem.column, id: problem.id, message: say(match), detail: problem.message };
  }
  return { row: problem.row, column: problem.column, id: problem.id, message: problem.message, detail: problem.message };
}

/** The refusal's sentence: how many rows, then each problem after its row number. */
export function problemsSentence(problems: readonly DeckProblem[]): string {
  const rows = new Set(problems.map((p) => p.row)).size;
  const intro = rows === 1 ? 'A planilha não foi importada: 1 linha tem problema.' : `A planilha não foi importada: ${rows} linhas têm problemas.`;
  const list = problems
    .slice(0, 20)
    .map((p) => `Linha ${p.row}: ${p.message}`)
    .join(' ');
  const more = problems.length > 20 ? ` E mais ${problems.length - 20}.` : '';
  return `${intro} Nada foi salvo. ${list}${more}`;
}
