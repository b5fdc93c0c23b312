// The content compiler's problems said in Portuguese, as an editor reads them: one sentence per
// diagnostic code (scripts/compiler: Diagnostic.code) filled with the names the compiler quoted
// (Diagnostic.args), after the place in words (placeInWords.ts), with the compiler's own
// did-you-mean. A code without a sentence here gets a plain generic one — the developer's
// file:line:col and original message always stay in `detail`, so nothing is ever hidden.
import type { Diagnostic } from '../../../scripts/compiler/index.ts';
import { placeInWords } from './placeInWords.ts';

type Args = Readonly<Record<string, string | undefined>>;
type Sentence = (a: Args) => string;

/** What a registry's name is to an editor. */
const KIND: Record<string, string> = {
  validators: 'a verificação',
  masks: 'a máscara',
  actions: 'a ação',
  components: 'o componente',
  guards: 'a condição',
};
const kind = (a: Args) => KIND[a.kind ?? ''] ?? 'o nome';

const BROKEN_CODE = 'uma parte do código do chat não pôde ser lida: avise quem mantém o sistema';

/** Each code's sentence, lower-case: it follows the place ("Na etapa …, "). */
export const SENTENCES: Readonly<Record<string, Sentence>> = {
  'file.refused': () => 'o arquivo não pôde ser lido (grande demais, ou não é um texto)',
  'file.too-large': () => 'o arquivo é grande demais',
  'yaml.syntax': () => 'o texto não está escrito num formato que o estúdio consiga ler (aspas, dois-pontos ou recuo fora do lugar)',
  'yaml.tab': () => 'há uma tabulação no começo da linha: use espaços',
  'yaml.indent': () => 'esta linha está mais ou menos recuada que as vizinhas: alinhe-a com elas',
  'yaml.warning': () => 'há algo fora do padrão na escrita do arquivo',
  'yaml.unsupported': () => 'o arquivo usa um recurso de escrita que o estúdio não aceita',
  'yaml.duplicate-key': (a) => `«${a.name}» aparece duas vezes (a primeira na linha ${a.line}): deixe só uma`,
  'schema.unknown-key': (a) => `«${a.name}» não é um campo que exista aqui`,
  'schema.missing-key': (a) => `falta o campo obrigatório «${a.name}»`,
  'schema.bad-key': (a) => `o nome «${a.name}» não segue o formato pedido`,
  'schema.pattern': (a) => `o valor «${a.value}» não está no formato pedido`,
  'schema.not-allowed': (a) => `«${a.value}» não é um dos valores aceitos (${a.allowed})`,
  'schema.too-many-keys': () => 'há mais de um campo onde cabe só um: escreva um por item da lista',
  'schema.wrong-type': () => 'o valor não é do tipo esperado (um texto, um número, uma lista…)',
  'schema.step-kind': () => 'a etapa mistura tipos que não combinam (pergunta, opções, componente…): divida-a em etapas',
  'schema.invalid': () => 'um valor não segue as regras do conteúdo',
  'schema.rejected': () => 'uma regra interna do conteúdo está quebrada: avise quem mantém o sistema',
  'flow.none': () => 'não há nenhuma parte da conversa',
  'flow.duplicate-step': (a) => `outra etapa já usa o código «${a.step}»`,
  'flow.duplicate-message': (a) => `outra mensagem já usa o código «${a.name}»`,
  'flow.no-start': () => 'nenhuma parte da conversa diz por onde ela começa',
  'flow.start-twice': () => 'o começo da conversa está definido mais de uma vez',
  'flow.start-unknown': (a) => `a conversa começaria pela etapa «${a.name}», que não existe`,
  'step.unregistered': (a) => `${kind(a)} «${a.name}» não existe`,
  'step.unknown-target': (a) => `a próxima etapa, «${a.name}», não existe`,
  'step.unknown-field': (a) => `o campo «${a.name}» não existe nos dados da conversa`,
  'step.field-type': (a) => `o valor dado a «${a.name}» não é do tipo que esse campo guarda`,
  'step.on-without-outcomes': () => 'a etapa escolhe o caminho por um resultado, mas não tem ação nem componente que dê resultado',
  'step.impossible-outcome': (a) => `o resultado «${a.name}» nunca acontece aqui`,
  'step.unrouted-outcome': (a) => `não diz para onde ir quando o resultado for «${a.name}»: o visitante ficaria parado`,
  'graph.unreachable': () => 'nenhum caminho da conversa chega a esta etapa',
  'graph.option-nowhere': (a) => `a opção${a.name ? ` «${a.name}»` : ''} não leva a lugar nenhum`,
  'graph.dead-end': () => 'a conversa para nesta etapa sem seguir adiante nem dizer que terminou',
  'graph.error-step-unmarked': () => 'esta etapa recebe os erros de outras, mas não está marcada como etapa de erro',
  'text.placeholder-malformed': (a) => `o campo entre chaves ${a.name} está escrito de um jeito que o chat não entende`,
  'text.placeholder-unknown': (a) => `o campo entre chaves ${a.name} não existe`,
  'text.placeholder-not-text': (a) => `o campo entre chaves ${a.name} não é um texto nem um número`,
  'text.formatter-unknown': (a) => `a formatação «${a.name}» não existe`,
  'text.too-long': (a) => `o texto tem ${a.length} caracteres, mais que o limite de ${a.max}`,
  'text.control-character': () => 'o texto tem um caractere invisível de controle: apague-o e escreva de novo',
  'html.comment': () => 'comentários de HTML (<!-- -->) não são permitidos nos textos',
  'html.malformed': () => 'uma marcação de formatação (como <b>) está incompleta',
  'html.tag-not-allowed': (a) => `a marcação ${a.name} não é permitida (as permitidas são ${a.allowed})`,
  'html.attribute-not-allowed': (a) => `o atributo «${a.name}» não é permitido nas marcações`,
  'html.link-scheme': (a) => `links que começam com «${a.name}» não são permitidos`,
  'html.unclosed': (a) => `a marcação ${a.name} foi aberta e não foi fechada`,
  'html.stray-close': (a) => `a marcação ${a.name} fecha algo que não foi aberto`,
  'html.misnested': (a) => `a marcação ${a.name} foi fechada antes de ${a.inner}, que está dentro dela`,
  'greeting.promise-missing': (a) => `a saudação precisa dizer «${a.phrase}»`,
  'greeting.half-payment-missing': (a) => `a saudação de um parceiro da tabela Paga Metade precisa dizer «${a.phrase}»`,
  'greeting.discount-missing': () => 'a saudação de um parceiro com desconto precisa prometer «{variant.descontoPercentual}% de desconto na primeira parcela»',
  'greeting.discount-unearned': (a) => `a saudação promete «${a.phrase}», mas este parceiro não tem desconto`,
  'greeting.discount-number': (a) =>
    `a saudação promete ${a.stated}%, mas o desconto deste parceiro é ${a.rule}%: escreva {variant.descontoPercentual} no lugar do número`,
  'greeting.percent-without-discount': () =>
    'o texto mostra {variant.descontoPercentual}, mas este parceiro não tem desconto: o visitante leria um número vazio',
  'discount.rates-differ': () => 'o desconto mudaria conforme o tipo de plano, e uma saudação não pode prometer dois',
  'discount.contradicts-rule': (a) => `o desconto escrito (${a.stated}%) contradiz a regra da empresa (${a.rule}%)`,
  'discount.repeats-rule': (a) => `o desconto escrito (${a.stated}%) só repete a regra da empresa: pode apagá-lo daqui`,
  'discount.conflict': () => 'dois parceiros com os mesmos códigos de empresa dariam descontos diferentes',
  'variant.contrast': (a) => `o texto ficaria apagado demais (${a.foreground} sobre ${a.background}, contraste ${a.ratio}:1): escolha cores com mais contraste`,
  'variant.identical-override': () => 'o texto próprio do parceiro é igual ao texto de todos: não é preciso um texto próprio',
  'variant.link': (a) => `o endereço em «${a.name}» não é um link aceito`,
  'variant.title-shared': (a) => `o título da página, «${a.name}», é o mesmo do parceiro ${a.other}`,
  'variant.missing-setting': (a) => `falta a configuração «${a.name}»`,
  'variant.route-taken': (a) => `o endereço ${a.name} já é do parceiro ${a.other}`,
  'variant.text-unknown-step': (a) => `há um texto próprio para a etapa «${a.name}», que não existe`,
  'variant.message-unknown': (a) => `a mensagem «${a.name}» não existe`,
  'variant.extends-unknown': (a) => `o parceiro se baseia em «${a.name}», que não existe`,
  'variant.extends-cycle': (a) => `os parceiros se baseiam uns nos outros em círculo (${a.cycle})`,
  'partner.shared-setting': (a) => `«${a.name}» é igual ao de outro parceiro: cada parceiro tem o seu`,
  'partner.same-greeting': (a) => `a saudação é igual, palavra por palavra, à do parceiro ${a.other}`,
  'partner.default-colours': () => 'o parceiro usa as cores padrão: defina as cores dele',
  'ui.duplicate': (a) => `o texto de tela «${a.name}» está definido duas vezes`,
  'ui.placeholder-malformed': (a) => `o campo entre chaves ${a.name} está escrito de um jeito que a tela não entende`,
  'ui.html': (a) => `${a.name} apareceria escrito assim na tela: textos de tela não têm formatação`,
  'ui.override-unknown': (a) => `o texto de tela «${a.name}» não existe`,
  'ui.placeholder-unknown': (a) => `o campo entre chaves ${a.name} não existe neste texto de tela${a.allowed ? ` (existem: ${a.allowed})` : ''}`,
  'fixture.extends-unknown': (a) => `a situação de exemplo se baseia em «${a.name}», que não existe`,
  'fixture.extends-cycle': (a) => `as situações de exemplo se baseiam umas nas outras em círculo (${a.cycle})`,
  'fixture.replay-action': (a) => `a ação «${a.name}» não existe`,
  'fixture.descricao-value': (a) => `a descrição usa ${a.name}, que esta situação de exemplo não tem`,
  'registry.unused': (a) => `${kind(a)} «${a.name}» existe no código, mas nenhuma etapa a usa`,
  'registry.missing': () => BROKEN_CODE,
  'registry.unloadable': () => BROKEN_CODE,
  'image.invalid': () => 'a imagem não é válida (o arquivo não é do tipo que o nome diz, ou o SVG tem algo não permitido)',
  'image.banner': (a) => `a faixa «${a.name}» não existe ou não é uma imagem aceita`,
  'image.banner-discount': () => 'a faixa promete um desconto, mas este parceiro não tem desconto',
  'image.logo': (a) => `o logotipo «${a.name}» não é uma imagem do tipo que o nome diz`,
  'test.route-unknown': (a) => `o teste «${a.test}» abre o endereço ${a.name}, que nenhum parceiro tem`,
  'test.step-unknown': (a) => `o teste «${a.test}» espera a etapa «${a.name}», que não existe`,
  'test.option-unknown': (a) => `o teste «${a.test}» clica em «${a.name}», uma opção que a conversa não oferece ali`,
  'test.field-unknown': (a) => `o teste «${a.test}» usa o campo «${a.name}», que não existe nos dados da conversa`,
  'test.component-unknown': (a) => `o teste «${a.test}» escolhe no componente «${a.name}», que nenhuma etapa mostra`,
};

/** For a code without its own sentence (or none): said plainly, the details tell the rest. */
export const GENERIC_SENTENCE = 'há um problema que o estúdio ainda não sabe explicar em palavras (veja os detalhes)';

const DID_YOU_MEAN = /\(did you mean "([^"]+)"\?\)/;

export interface ProblemInWords {
  /** The whole sentence in Portuguese: the place, what is wrong, the did-you-mean. */
  message: string;
  /** For developers: file:line:col and the compiler's own message. */
  detail: string;
  /** False when the code has no sentence here (the generic one was used). */
  known: boolean;
}

/** One diagnostic as the editor reads it; `files` are the content it was found in (for the place). */
export function diagnosticInWords(d: Diagnostic, files: Readonly<Record<string, string>>): ProblemInWords {
  const sentence = d.code === undefined ? undefined : SENTENCES[d.code];
  const filled = sentence?.(d.args ?? {});
  // A sentence missing a name the compiler did not give says the generic one rather than «undefined».
  const known = filled !== undefined && !filled.includes('undefined');
  const what = known ? filled : GENERIC_SENTENCE;
  const meant = DID_YOU_MEAN.exec(d.message)?.[1];
  const place = placeInWords(d.file, d.line, files);
  const message = `${place[0].toUpperCase()}${place.slice(1)}, ${what}${meant ? ` — você quis dizer «${meant}»?` : '.'}`;
  return { message, detail: `${d.file}:${d.line}:${d.col} ${d.message}`, known };
}
