// The example situations (flows/fixtures/*.yaml) in the editors' words: the preview opens an etapa
// as a visitor reaches it, and the page says which situation that is. The fixtures' descriptions
// are written for developers, in English; a situation without words here shows its description.
const WORDS: Readonly<Record<string, string>> = {
  'lead-saved': 'Maria escolheu um carro e informou nome, crédito, renda, e-mail e telefone; o cadastro está salvo.',
  'plan-chosen': 'Maria escolheu o plano Integral de um carro de R$ 50.000,00 (80 meses); os detalhes do plano estão carregados.',
  'proposal-created': 'Maria é a titular (CPF, CEP e data de nascimento respondidos) e a proposta já existe; o plano aceita Pix, cartão e boleto.',
};

export function situationInWords(name: string, description: string | undefined): string {
  return Object.hasOwn(WORDS, name) ? WORDS[name] : (description ?? name);
}
