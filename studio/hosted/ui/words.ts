// The content's places in the editors' words: a file is "a conversa (Boas-vindas)" or "os textos
// do parceiro rota99", never a path. Paths stay in the "detalhes" disclosures.
const PARTS: Record<string, string> = {
  intro: 'Boas-vindas',
  lead: 'Cadastro',
  plans: 'Planos',
  proposal: 'Proposta',
  payment: 'Pagamento',
  survey: 'Pesquisa de satisfação',
  errors: 'Avisos de erro',
  ui: 'Textos da tela',
  messages: 'Mensagens',
};

export function fileInWords(path: string): string {
  const partner = /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  if (partner === 'defaults') return 'as configurações comuns a todos os parceiros';
  if (partner) return `os textos e cores do parceiro ${partner}`;
  const flow = /^flows\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  if (flow) return `a conversa, parte “${PARTS[flow] ?? flow}”`;
  if (path.startsWith('flows/tests/')) return 'um teste da conversa';
  return 'outro arquivo do conteúdo';
}

export function placeInWords(path: string, line?: number): string {
  const partner = /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  const flow = /^flows\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  const where =
    partner && partner !== 'defaults' ? `No arquivo do parceiro ${partner}` : flow ? `Na conversa, parte “${PARTS[flow] ?? flow}”` : `Em ${fileInWords(path)}`;
  return line ? `${where}, linha ${line}` : where;
}

/** The content rules an editor meets most, said in Portuguese; others get a plain sentence. */
const RULES: [RegExp, string][] = [
  [/half-payment rule/, 'A saudação de um parceiro da tabela Paga Metade precisa dizer “paga só metade da parcela até ser contemplado”.'],
  [/discount rule/, 'A saudação de um parceiro com desconto precisa prometer “{variant.descontoPercentual}% de desconto na primeira parcela”.'],
  [/identical|same as/i, 'O texto próprio do parceiro é igual ao texto de todos: não é preciso um texto próprio.'],
  [/unknown placeholder|placeholder/i, 'Um campo entre chaves { } não existe: confira o nome.'],
  [/HTML|tag/i, 'Uma marcação de formatação (<b>, <br>) está incompleta ou não é permitida.'],
];

export function ruleInWords(message: string): string {
  return RULES.find(([pattern]) => pattern.test(message))?.[1] ?? 'O texto quebra uma regra do conteúdo (veja os detalhes).';
}

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

export const when = (iso: string | number) => DATE.format(new Date(iso));

/** A version named the way a person can repeat it on the phone: its first seven characters. */
export const versionName = (commit: string) => commit.slice(0, 7);
