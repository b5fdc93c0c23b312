// The parts of the conversation (flows/<part>.yaml) named as an editor would: one list for the
// pages and the server (its review labels, the gate's sentences). It lives with the pages so the
// pages' build stamp (server/uiBuild.ts hashes this folder) sees a change to it; plain data, no React.
export const FLOW_PARTS: Readonly<Record<string, string>> = {
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

/** The part's name for a flow file's stem ("lead" → "Cadastro"); an unknown part keeps its stem. */
export function flowPartName(stem: string): string {
  return Object.hasOwn(FLOW_PARTS, stem) ? FLOW_PARTS[stem] : stem;
}
