/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */

/**
 * Plan type (spec section 4): full credit, half payment until contemplation, reduced instalment. The one list the variant, state and API schemas refer to.
 */
export type PlanType = "CREDITO_INTEGRAL" | "CREDITO_PAGAMETADE" | "PARCELA_REDUZIDA";

/**
 * The whole conversation state. Flow texts read it with {slice.field} placeholders; inputs and set write it by path.
 */
export interface ConversationState {
  lead: LeadState;
  consorcio: ConsorcioState;
  contract: ContractState;
  plan: PlanState;
  proposal: ProposalState;
  payment: PaymentState;
  survey: SurveyState;
  flags: FlagsState;
  catalogue: CatalogueState;
}
/**
 * Basic lead data the visitor typed, and the lead identity the API returned.
 */
export interface LeadState {
  /**
   * Visitor's name, capitalised per word.
   */
  nome: string;
  /**
   * E-mail.
   */
  email: string;
  /**
   * Mobile phone, digits only (DDD + number).
   */
  telefone: string;
  /**
   * Monthly income in centavos.
   */
  rendaMensal: number;
  /**
   * Extra or family income in centavos (0 when none).
   */
  rendaExtra: number;
  /**
   * Credit wanted, in centavos.
   */
  valorCredito: number;
  /**
   * LeadID returned by POST /api/lead.
   */
  leadId: string;
  /**
   * LeadToken returned by POST /api/lead.
   */
  leadToken: string;
  /**
   * Campaign id the lead was saved with (POST /api/lead); 0 until saved.
   */
  campanhaId: number;
  /**
   * Purchase id the lead was saved with (POST /api/lead); 0 until saved.
   */
  compraId: number;
  /**
   * Company id the lead was saved with (POST /api/lead); 0 until saved. Every later call that takes a company (catalogue, plan details, proposal) sends this one and the campaign discount follows it, never the ids recomputed from a plan type changed since: the server knows the lead by them.
   */
  empresaId: number;
}
/**
 * What the visitor wants to buy.
 */
export interface ConsorcioState {
  /**
   * Asset type: IMOVEL, CARRO, MOTO, SERVICO, CAMINHAO or MAQUINAS (empty until chosen).
   */
  tipoBem: string;
  /**
   * Plan type (empty until chosen).
   */
  tipoPlano: PlanType | "";
  /**
   * Category id per the spec's section 9 (0 until chosen).
   */
  categoriaId: number;
  /**
   * Product category slug (imoveis, automoveis, motos, servicos, caminhoes_equipamentos).
   */
  produtoCategoria: string;
  /**
   * Smallest credit for the chosen asset and plan type, in centavos (0 until chosen).
   */
  creditoMin: number;
  /**
   * Largest credit for the chosen asset and plan type, in centavos (0 until chosen).
   */
  creditoMax: number;
}
/**
 * Holder data for the proposal.
 */
export interface ContractState {
  /**
   * 0 individual (Pessoa Física), 1 company (Pessoa Jurídica).
   */
  tipoPessoa: number;
  /**
   * Pessoa Física or Pessoa Jurídica.
   */
  tipoCliente: string;
  /**
   * Holder name or company name.
   */
  nomeRazao: string;
  /**
   * CPF or CNPJ, digits only.
   */
  cpfCnpj: string;
  /**
   * Birth or foundation date, dd/mm/yyyy.
   */
  nascimentoFundacao: string;
  /**
   * Postal code, digits only.
   */
  cep: string;
  /**
   * Street.
   */
  logradouro: string;
  /**
   * Neighbourhood.
   */
  bairro: string;
  /**
   * City.
   */
  cidade: string;
  /**
   * State (UF).
   */
  estado: string;
  /**
   * Address complement (sent empty).
   */
  complemento: string;
  /**
   * House number (sent as 0).
   */
  numero: number;
  /**
   * How the holder's name is called in texts for the holder type (set by proposal-plan-holder): 'nome completo' or 'razão social'.
   */
  rotuloNome: string;
  /**
   * The holder's document for the holder type: 'CPF' or 'CNPJ'.
   */
  rotuloDocumento: string;
  /**
   * The holder's date for the holder type: 'data de nascimento' or 'data de fundação'.
   */
  rotuloData: string;
  /**
   * RG (individual) or state registration (company); spec contract field, not asked nor sent today.
   */
  rgIe: string;
  /**
   * Landline; spec contract field, not asked nor sent today (telefoneCelular is the lead's phone).
   */
  telefoneResidencial: string;
  /**
   * Holder authorises the proposal (spec default true).
   */
  autoriza: boolean;
  /**
   * Holder accepts the group regulation (spec default true; the terms link to it).
   */
  aceiteRegulamento: boolean;
  /**
   * Employer or company name; spec contract field, not asked nor sent today.
   */
  nomeEmpresa: string;
}
/**
 * The plan the visitor selected and its details.
 */
export interface PlanState {
  /**
   * Plan variant name (Integral, Paga metade ...).
   */
  nome: string;
  /**
   * PlanoID.
   */
  planoId: number;
  /**
   * BemID.
   */
  bemId: number;
  /**
   * Asset name.
   */
  bemNome: string;
  /**
   * Credit in centavos.
   */
  bemCredito: number;
  /**
   * Term in months.
   */
  planoMeses: number;
  /**
   * Monthly instalment in centavos.
   */
  planoValorParcela: number;
  /**
   * First payment in centavos.
   */
  planoValorPagamento: number;
  /**
   * First payment after the campaign discount, in centavos.
   */
  planoValorPagamentoDesconto: number;
  /**
   * Campaign discount on the first instalment, percent (0 without discount).
   */
  descontoPercentual: number;
  /**
   * Total admin fee, percent (catalogue planoTaxaAdmTotal, then details TaxaAdmTotal).
   */
  taxaAdmTotal: number | null;
  /**
   * Monthly admin fee label (total / months, 4 decimals).
   */
  taxaAdmMensal: string;
  /**
   * Plan title from the details call (titulo / Titulo).
   */
  titulo: string;
  /**
   * Readable fee description from the details call.
   */
  planoTaxas: string;
  /**
   * Whether the Resolution 285 text is shown.
   */
  exibirTextoResolucao285: boolean;
  /**
   * Next assembly date, dd/mm/yyyy.
   */
  dataAssembleia: string;
  /**
   * Group number.
   */
  grupo: string;
  /**
   * The group's regulation (PDF) the proposal terms link to: the variant's regulamentoUrl, set with the plan details.
   */
  regulamentoUrl: string;
  /**
   * Price table description (details: TabelaDescricao).
   */
  tabelaDescricao: string;
  /**
   * Reserve fund surplus shared at the group's close (details: Rateio).
   */
  rateio: boolean;
  /**
   * No membership fee (details: SemAdesao).
   */
  semAdesao: boolean;
  /**
   * Membership fee, percent of the credit (details: TaxaAdesao).
   */
  taxaAdesao: number;
  /**
   * Reserve fund, percent of the credit over the term (details: TaxaFundoReserva).
   */
  taxaFundoReserva: number;
  /**
   * Credit-life insurance, percent of the credit per month (details: TaxaSeguroQuebra).
   */
  taxaSeguroQuebra: number;
}
/**
 * The created proposal.
 */
export interface ProposalState {
  /**
   * propostaID.
   */
  propostaId: string;
  /**
   * Contract number.
   */
  contrato: string;
  /**
   * Token used by the payment calls.
   */
  propostaToken: string;
  /**
   * Payment method codes offered: 5 Pix, 0 card, 1 boleto.
   */
  formasPagamento: number[];
}
/**
 * The first-instalment payment.
 */
export interface PaymentState {
  /**
   * pix, boleto or cartao (empty until chosen).
   */
  metodo: string;
  /**
   * Pix BR Code (copy-paste).
   */
  pixCopiaECola: string;
  /**
   * Pix QR image URL.
   */
  pixQrCodeUrl: string;
  /**
   * Boleto page URL.
   */
  boletoUrl: string;
  /**
   * Boleto linha digitável.
   */
  boletoCodigoBarras: string;
  /**
   * Due date, dd/mm/yyyy.
   */
  vencimento: string;
  /**
   * Card authorisation code.
   */
  autorizacao: string;
  /**
   * sucesso, pendente or recusado (empty until paid).
   */
  status: string;
  /**
   * First payment to charge, in centavos: the plan's (discounted) first payment, then what the Pix, boleto or card answer says it charged.
   */
  valor: number;
  /**
   * Idempotency-Key of a card payment whose answer was lost (empty otherwise): a retry resends it, so the sandbox answers with the original result instead of charging twice.
   */
  chaveIdempotencia: string;
}
/**
 * Satisfaction survey answers.
 */
export interface SurveyState {
  /**
   * Where the visitor heard of us.
   */
  midia: string;
  /**
   * Purchase score 1-5 (0 unanswered).
   */
  csatcompra: number;
  /**
   * Whether specialists helped.
   */
  humano: boolean;
  /**
   * Specialists score 1-5 (0 unanswered).
   */
  csatinsidesales: number;
}
/**
 * Conversation control flags.
 */
export interface FlagsState {
  /**
   * Simulate-again path: the income question is skipped.
   */
  isSimulateAgain: boolean;
  /**
   * Where the CEP flow returns after a correction: empty on the first entry, confirm after the data was confirmed once.
   */
  cepErrorAt: string;
  /**
   * A plan was chosen already (changing plan type restarts the carousel).
   */
  hasPlan: boolean;
  /**
   * The visitor is buying again.
   */
  buyAgain: boolean;
}
/**
 * What the API offered: categories for the category carousel and credit offers for the plan carousel.
 */
export interface CatalogueState {
  /**
   * Categories from GET /api/categoria, as the carousel shows them (filtered by the variant's price table).
   */
  categorias: Category[];
  /**
   * Credit offers from GET /api/v1/catalogo (items: CatalogueItem in schemas/api/catalogo.response.schema.json).
   */
  ofertas: CatalogueItem[];
  /**
   * The plan list fetched with the offers (searchPlans), flattened for display and analytics.
   */
  planos: PlanListItem[];
}
export interface Category {
  /**
   * Category id (spec section 9): 1, 2, 3, 4, 6 integral; 20, 21, 22, 26 half-payment; 29, 30, 31, 32 reduced instalment.
   */
  categoriaID: number;
  /**
   * Card title, e.g. 'Imóveis'.
   */
  nome: string;
  /**
   * Card description, e.g. 'novos ou usados'.
   */
  descricao: string;
  /**
   * Absolute URL of the category's SVG image (served by the sandbox without app key).
   */
  imagemUrl: string;
  /**
   * Product category slug.
   */
  produtoCategoria: "imoveis" | "automoveis" | "motos" | "servicos" | "caminhoes_equipamentos";
  /**
   * Category code letters (bemCategoriaCodigo in the catalogue).
   */
  codigo: "IM" | "AN" | "MT" | "PS" | "TM";
  /**
   * Asset type stored in consorcio.tipoBem when the card is chosen.
   */
  tipoBem: "IMOVEL" | "CARRO" | "MOTO" | "SERVICO" | "CAMINHAO";
  /**
   * Plan type of this category.
   */
  tipoPlano: PlanType;
}
export interface CatalogueItem {
  /**
   * Credit of the offer, in centavos.
   */
  bemValor: number;
  /**
   * Term in months.
   */
  planoMeses: number;
  /**
   * Category code letters of the asset.
   */
  bemCategoriaCodigo: "IM" | "AN" | "MT" | "PS" | "TM";
  /**
   * Plan variants of this credit (Integral, Paga Metade, Parcela Reduzida), those the filters and the income allow.
   *
   * @minItems 1
   */
  planosTipos: CataloguePlan[];
}
export interface CataloguePlan {
  /**
   * Plan id (bemId × 10 + plan kind: 1 integral, 2 half, 3 reduced); send it to /api/plano/detalhes and /api/proposta.
   */
  planoID: number;
  /**
   * Asset (credit) id; send it as bemID.
   */
  bemId: number;
  /**
   * Asset name, e.g. 'Automóvel R$ 50.000,00'.
   */
  bemNome: string;
  /**
   * Plan variant name shown on the card.
   */
  name: "Integral" | "Paga Metade" | "Parcela Reduzida";
  /**
   * Monthly instalment in centavos (for half/reduced plans: what is paid until contemplation).
   */
  valorParcela: number;
  /**
   * First payment in centavos: the instalment plus the membership fee (taxa de adesão) when the plan has one; before any campaign discount (the proposal applies it).
   */
  valorParcelaPrimeiroPagto: number;
  /**
   * Total administration fee over the whole term, in percent (e.g. 16 for 16 %).
   */
  planoTaxaAdmTotal: number;
  /**
   * Consortium group number (4 digits).
   */
  grupo: string;
  /**
   * Whether the client must show the Resolução 285 notice before the proposal (property plans).
   */
  exibirTextoResolucao285: boolean;
  /**
   * Next group assembly, YYYY-MM-DD.
   */
  dataProximaAssembleia: string;
}
/**
 * One plan of the fetched list (spec section 3, 'Plan (fetched list)'): one per planosTipos entry of the offers, in order. Spec names: PlanoIndex, PlanoID, BemID, BemNome, BemCredito(Label), PlanoMeses, PlanoValorParcela(Label), PlanoValorPagamento(Label), LabelPlano, ImagemUrlPlano, tipo.
 */
export interface PlanListItem {
  /**
   * Position in the list, from 0.
   */
  planoIndex: number;
  /**
   * PlanoID.
   */
  planoId: number;
  /**
   * BemID.
   */
  bemId: number;
  /**
   * BemNome.
   */
  bemNome: string;
  /**
   * BemCredito: the credit, centavos.
   */
  bemCredito: number;
  /**
   * BemCreditoLabel, e.g. 'R$ 50.000,00'.
   */
  bemCreditoLabel: string;
  /**
   * PlanoMeses.
   */
  planoMeses: number;
  /**
   * PlanoValorParcela: monthly instalment, centavos.
   */
  planoValorParcela: number;
  /**
   * PlanoValorParcelaLabel, e.g. 'R$ 627,50'.
   */
  planoValorParcelaLabel: string;
  /**
   * PlanoValorPagamento: first payment, centavos (before any campaign discount).
   */
  planoValorPagamento: number;
  /**
   * PlanoValorPagamentoLabel.
   */
  planoValorPagamentoLabel: string;
  /**
   * LabelPlano: the plan as the carousel names it, e.g. 'Integral: 80x de R$ 627,50'.
   */
  labelPlano: string;
  /**
   * ImagemUrlPlano: the chosen category's image (API imagemUrl; empty when the API gave none).
   */
  imagemUrlPlano: string;
  /**
   * tipo: the plan variant (catalogue planosTipos name).
   */
  tipo: "Integral" | "Paga Metade" | "Parcela Reduzida";
}
