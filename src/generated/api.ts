/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */

/**
 * Plan type (spec section 4): full credit, half payment until contemplation, reduced instalment. The one list the variant, state and API schemas refer to.
 */
export type PlanType = "CREDITO_INTEGRAL" | "CREDITO_PAGAMETADE" | "PARCELA_REDUZIDA";
/**
 * The error texts the client matches on to choose a step (spec sections 5 and 8), word for word: the sandbox sends these and the client compares with these, both typed by this list (ApiErrorBody message, Errors items).
 */
export type MatchedErrorText =
  | "Nenhum plano encontrado para essa faixa de renda"
  | "Nenhum plano encontrado para essa faixa de credito"
  | "O CEP informado, não é válido!";
/**
 * Body of POST /api/pagamento/boleto: the proposal token itself, as a JSON string (Content-Type application/json) or as plain text.
 */
export type PagamentoBoletoRequest = string;
/**
 * Body of POST /api/pagamento/pix: the proposal token itself, as a JSON string (Content-Type application/json) or as plain text.
 */
export type PagamentoPixRequest = string;
/**
 * The latest card attempt on this proposal, or null when none was made.
 */
export type LastCardAttempt = {
  /**
   * Outcome: aprovado (HTTP 200 was sent), pendente or em_validacao (202), recusado (402), cancelado (a pending card closed because another method paid).
   */
  status: "aprovado" | "pendente" | "em_validacao" | "recusado" | "cancelado";
  /**
   * Authorisation code when approved, else null.
   */
  cartaoAutorizacao: string | null;
  /**
   * Last four digits of the card.
   */
  final: string;
  /**
   * Instalments of that attempt.
   */
  parcelas: number;
  /**
   * Amount of that attempt in centavos.
   */
  valor: number;
} | null;
/**
 * Body of POST /api/lead/validar-palavras: the text to check (a name, company name or e-mail) as a JSON string (or plain text). No control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
 */
export type ValidarPalavrasRequest = string;

/**
 * Every request and response shape of the API contract (schemas/api).
 */
export interface SandboxApiSchemas {
  CatalogoQuery?: CatalogoQuery;
  CatalogoResponse?: CatalogoResponse;
  CategoriaQuery?: CategoriaQuery;
  CategoriaResponse?: CategoriaResponse;
  EnderecoQuery?: EnderecoQuery;
  EnderecoResponse?: EnderecoResponse;
  ApiErrorBody?: ApiErrorBody;
  HealthResponse?: HealthResponse;
  LeadRequest?: LeadRequest;
  LeadResponse?: LeadResponse;
  PagamentoBoletoRequest?: PagamentoBoletoRequest;
  PagamentoBoletoResponse?: PagamentoBoletoResponse;
  PagamentoCartaoRequest?: PagamentoCartaoRequest;
  PagamentoCartaoResponse?: PagamentoCartaoResponse;
  PagamentoPixRequest?: PagamentoPixRequest;
  PagamentoPixResponse?: PagamentoPixResponse;
  PagamentoStatusResponse?: PagamentoStatusResponse;
  PesquisaRequest?: PesquisaRequest;
  PesquisaResponse?: PesquisaResponse;
  PlanoDetalhesRequest?: PlanoDetalhesRequest;
  PlanoDetalhesResponse?: PlanoDetalhesResponse;
  PropostaRequest?: PropostaRequest;
  PropostaResponse?: PropostaResponse;
  ValidarPalavrasRequest?: ValidarPalavrasRequest;
  ValidarPalavrasResponse?: ValidarPalavrasResponse;
}
/**
 * Query string of GET /api/v1/catalogo. Booleans are 'true' or 'false'; money is integer centavos.
 */
export interface CatalogoQuery {
  /**
   * tipo 1: the credit asked for, in centavos (offers start at the first catalogue credit at or above it). tipo 2: the monthly instalment wanted, in centavos.
   */
  minValor: number;
  /**
   * Generate the simulation by credit (1, the default and what the chatbot sends) or by instalment (2).
   */
  tipo?: 1 | 2;
  /**
   * Comma-separated category ids (e.g. '2' or '2,21'); each selects its asset (1/20/29 property, 2/21/30 car, 3/22/31 motorbike, 4 services, 6/26/32 heavy).
   */
  categorias: string;
  /**
   * Company id of the variant (recorded, does not change the offers).
   */
  empresaId?: number;
  /**
   * Include integral plans (planosTipos name 'Integral').
   */
  pagaIntegral?: boolean;
  /**
   * Include half-payment plans (name 'Paga Metade'): 50 % of the instalment until contemplation.
   */
  pagaMetade?: boolean;
  /**
   * Include reduced-instalment plans (name 'Parcela Reduzida'): 75 % of the instalment until contemplation. When no pagaX flag is true, the plan types follow the category ids (1-6 integral, 20-26 half, 29-32 reduced).
   */
  pagaReduzida?: boolean;
  /**
   * Order of the offers by bemValor.
   */
  sort?: "asc" | "desc";
  /**
   * Monthly income in centavos: only plans whose monthly instalment (valorParcela) is at most 30 % of it are returned.
   */
  renda?: number;
}
/**
 * GET /api/v1/catalogo, 200: credit offers around minValor (the requested credit step and up to 3 steps above), each with its plan variants. No match: 404 ApiErrorBody with message 'Nenhum plano encontrado para essa faixa de credito' (code FAIXA_CREDITO) or 'Nenhum plano encontrado para essa faixa de renda' (code FAIXA_RENDA).
 */
export interface CatalogoResponse {
  /**
   * Offers, never empty, ordered by bemValor ('sort').
   *
   * @minItems 1
   */
  data: CatalogueItem[];
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
 * Query string of GET /api/categoria.
 */
export interface CategoriaQuery {
  /**
   * Company (partner) id of the variant. 0 is a company without catalogue: the list comes back empty.
   */
  empresaID: number;
}
/**
 * GET /api/categoria: the product categories the company sells, integral, half-payment and reduced-instalment ones.
 */
export interface CategoriaResponse {
  /**
   * Categories in display order; empty for a company without catalogue.
   */
  data: Category[];
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
/**
 * Query string of GET /api/endereco.
 */
export interface EnderecoQuery {
  /**
   * Postal code, 8 digits, with or without the dash.
   */
  cep: string;
}
/**
 * GET /api/endereco, 200. A CEP not in the table: 404 ApiErrorBody, message 'CEP não encontrado', code CEP_NAO_ENCONTRADO.
 */
export interface EnderecoResponse {
  data: Address;
}
/**
 * The address of the CEP. City-wide CEPs have an empty logradouro and/or bairro: the client asks for them.
 */
export interface Address {
  /**
   * The CEP, 8 digits.
   */
  cep: string;
  /**
   * Street, e.g. 'Avenida Paulista'; '' for a city-wide CEP.
   */
  logradouro: string;
  /**
   * Neighbourhood; '' when the CEP has none.
   */
  bairro: string;
  /**
   * City.
   */
  cidade: string;
  /**
   * State (UF), two letters.
   */
  estado: string;
  /**
   * Range note of the CEP (e.g. 'de 612 a 1510 - lado par'), often ''.
   */
  complemento: string;
  /**
   * Always '': the CEP does not give a house number.
   */
  numero: string;
}
/**
 * Body of every non-2xx answer of the sandbox (400, 401, 402, 404, 409, 422, 500, 503).
 */
export interface ApiErrorBody {
  /**
   * Human-readable reason, in Portuguese. Catalogue answers carry the spec's exact texts (e.g. 'Nenhum plano encontrado para essa faixa de renda').
   */
  message: MatchedErrorText | string;
  /**
   * Stable machine code: VALIDACAO, CHAVE_INVALIDA, FAIXA_RENDA, FAIXA_CREDITO, NAO_ENCONTRADO, CEP_NAO_ENCONTRADO, PROPOSTA_INVALIDA, PROPOSTA_JA_PAGA, PAGAMENTO_EM_ANALISE (409: a card payment of the proposal may still land, so no other charge is made), CARTAO_INVALIDO, CARTAO_RECUSADO, FORMA_INDISPONIVEL, PLANO_INVALIDO, PAGAMENTO_INDISPONIVEL, ERRO_INTERNO.
   */
  code?: string;
  /**
   * For 400: every problem found in the query or body, not just the first.
   */
  errors?: {
    /**
     * JSON pointer of the offending field ('/email'), or '' for the whole body.
     */
    campo: string;
    /**
     * What is wrong with it.
     */
    mensagem: string;
  }[];
  /**
   * For 422 on POST /api/proposta (business errors, e.g. 'O CEP informado, não é válido!', 'CPF inválido') and on POST /api/pagamento/cartao ('Cartão inválido', 'Cartão vencido', 'CPF inválido').
   *
   * Items: One error text.
   */
  Errors?: (MatchedErrorText | string)[];
}
/**
 * GET /hc: any truthy answer means the API is up.
 */
export interface HealthResponse {
  /**
   * Always 'ok' when the service answers.
   */
  status: "ok";
}
/**
 * Body of POST /api/lead: the spec's fields only (section 7); anything else is refused with 400.
 */
export interface LeadRequest {
  /**
   * Visitor's name as typed (capitalised per word). Not blank; no control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  nome: string;
  /**
   * Visitor's e-mail, at most 60 characters.
   */
  email: string;
  /**
   * Phone, digits only with area code: 10 or 11 digits (e.g. '11987654321').
   */
  telefone: string;
  /**
   * Monthly income in centavos, extra income already added; at least 10000 (R$ 100,00).
   */
  rendaMensal: number;
  /**
   * Campaign id of the variant (or referral / idc override).
   */
  campanhaId: number;
  /**
   * Purchase id of the variant.
   */
  compraId: number;
  /**
   * Chosen category id (spec section 9).
   */
  categoriaId: 1 | 2 | 3 | 4 | 6 | 20 | 21 | 22 | 26 | 29 | 30 | 31 | 32;
  /**
   * Variant 'tipo' (default 1).
   */
  tipo: number;
  /**
   * Company id of the variant.
   */
  empresaId: number;
  /**
   * Referral code from the URL or local storage; null or absent when none. No control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  referralCode?: string | null;
}
/**
 * POST /api/lead, 200: the saved lead's identity.
 */
export interface LeadResponse {
  /**
   * Lead identity.
   */
  data: {
    /**
     * Lead id (LeadID in state; sent back as leadID / leadId later).
     */
    id: number;
    /**
     * Opaque lead token (32 hex characters).
     */
    LeadToken: string;
  };
}
/**
 * POST /api/pagamento/boleto, 200: a boleto for the first payment. Calling again for the same proposal returns the same boleto. Unknown token: 404; already paid: 409; holder CPF 111.444.777-35 (test hook): 503.
 */
export interface PagamentoBoletoResponse {
  data: Boleto;
}
/**
 * The boleto. Required: the fields the spec's answer carries (sections 6 and 7), all a client may count on; codigoBarras, valor: the sandbox's additions, left out under SANDBOX_STRICT_SPEC=1 as the real API may.
 */
export interface Boleto {
  /**
   * Absolute URL of the printable boleto PDF (served without app key).
   */
  boletoURL: string;
  /**
   * Linha digitável, 47 digits (what the visitor copies), check digits mod 10 / mod 11.
   */
  boletoCodigoBarras: string;
  /**
   * The 44-digit barcode number behind the ITF barcode.
   */
  codigoBarras?: string;
  /**
   * Due date, YYYY-MM-DD (3 days after today, moved off weekends).
   */
  vencimento: string;
  /**
   * Amount in centavos: the proposal's valorPrimeiroPagamento (campaign discount included).
   */
  valor?: number;
}
/**
 * Body of POST /api/pagamento/cartao. The number and CVV are never stored. Optional header Idempotency-Key (1–64 characters A-Z a-z 0-9 _ -): a repeat with the same key answers the original result (status and body) instead of charging again.
 */
export interface PagamentoCartaoRequest {
  /**
   * Brand as the client sends it (always 'VISA'); the sandbox stores the brand it detects from the number. No control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  cartaoBandeira: string;
  /**
   * CVV, 3 digits (4 for Amex).
   */
  cartaoCodigoSeguranca: string;
  /**
   * Card holder's CPF (11 digits) or CNPJ (14), digits only; checksum verified.
   */
  cartaoCpfTitular: string;
  /**
   * Holder's name as printed on the card. Not blank; no control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  cartaoNomeTitular: string;
  /**
   * Card number, digits (spaces allowed); Luhn checked.
   */
  cartaoNumero: string;
  /**
   * Expiry month, 'MM'.
   */
  cartaoValidadeMes: string;
  /**
   * Expiry year, 'AAAA'.
   */
  cartaoValidadeAno: string;
  /**
   * Instalments without interest, 1 to 3.
   */
  cartaoParcelas: number;
  /**
   * Saved-card id of the original API; ignored by the sandbox (send '' or omit).
   */
  cartaoId?: string | number | null;
  /**
   * propostaToken from POST /api/proposta: names the proposal to charge (its sequential id is not enough, anyone could guess it).
   */
  propostaToken: string;
  /**
   * propostaID from POST /api/proposta (the spec's field); optional and ignored: the token names the proposal.
   */
  propostaId?: string;
}
/**
 * POST /api/pagamento/cartao: 200 approved (data.cartaoAutorizacao set), 202 pending (status pendente: processing; status em_validacao: waiting for the issuer to validate the purchase; cartaoAutorizacao null). Refused: 402 ApiErrorBody (code CARTAO_RECUSADO); Luhn, expiry or holder document invalid: 422 (code CARTAO_INVALIDO); unknown proposal 404; already paid 409; card not offered 422.
 */
export interface PagamentoCartaoResponse {
  data: CardPayment;
}
/**
 * Outcome of the card payment. Required: the fields the spec's answer carries (sections 6 and 7), all a client may count on; status, bandeira, final, parcelas, valor, valorParcela, valoresParcelas: the sandbox's additions, left out under SANDBOX_STRICT_SPEC=1 as the real API may.
 */
export interface CardPayment {
  /**
   * aprovado with HTTP 200; pendente (processing) or em_validacao (pending the issuer's validation) with HTTP 202.
   */
  status?: "aprovado" | "pendente" | "em_validacao";
  /**
   * Authorisation code (6 digits) when approved; null when pending.
   */
  cartaoAutorizacao: string | null;
  /**
   * Brand detected from the number.
   */
  bandeira?: "VISA" | "MASTERCARD" | "AMEX" | "ELO" | "HIPERCARD" | "DINERS" | "DISCOVER" | "OUTRA";
  /**
   * Last four digits of the card.
   */
  final?: string;
  /**
   * Number of instalments charged.
   */
  parcelas?: number;
  /**
   * Total charged in centavos: the proposal's valorPrimeiroPagamento (campaign discount included).
   */
  valor?: number;
  /**
   * The first card instalment in centavos: valor / parcelas, carrying the remainder (valoresParcelas lists them all).
   */
  valorParcela?: number;
  /**
   * Every card instalment in centavos, the first carrying the remainder: they add up to valor exactly.
   *
   * Items: One instalment in centavos.
   */
  valoresParcelas?: number[];
}
/**
 * POST /api/pagamento/pix, 200: a Pix charge for the first payment. Calling again for the same proposal returns the same charge. Unknown token: 404; proposal already paid by card: 409; Pix not offered: 422; holder CPF 111.444.777-35 (test hook): 503.
 */
export interface PagamentoPixResponse {
  data: PixCharge;
}
/**
 * The Pix charge. Required: the fields the spec's answer carries (sections 6 and 7), all a client may count on; valor, txid: the sandbox's additions, left out under SANDBOX_STRICT_SPEC=1 as the real API may.
 */
export interface PixCharge {
  /**
   * Pix copia e cola: the BR Code (EMV QRCPS-MPM) payload, GUI br.gov.bcb.pix, CRC16 at the end.
   */
  qrCode: string;
  /**
   * Absolute URL of the QR code PNG (served without app key).
   */
  url: string;
  /**
   * Expiry date of the charge, YYYY-MM-DD (today + 1 day).
   */
  vencimento: string;
  /**
   * Amount in centavos: the proposal's valorPrimeiroPagamento (campaign discount included).
   */
  valor?: number;
  /**
   * Transaction id carried in the payload.
   */
  txid?: string;
}
/**
 * GET /api/proposta/{propostaToken}/pagamento (X-App-Key required): where the proposal's payment stands. The client asks it when a payment's answer was lost, before offering to pay again. Errors: 404 unknown token (code NAO_ENCONTRADO), 401.
 */
export interface PagamentoStatusResponse {
  data: PaymentStatus;
}
/**
 * The proposal's payment status.
 */
export interface PaymentStatus {
  /**
   * pago: a payment was approved (any further payment gets 409); pendente: a card payment awaits the acquirer's analysis (202); aberto: nothing approved nor pending by card — paying (again) is safe.
   */
  status: "pago" | "pendente" | "aberto";
  /**
   * Method of the approved payment (pago) or of the pending card (pendente); null when aberto.
   */
  metodo: "pix" | "boleto" | "cartao" | null;
  ultimoCartao: LastCardAttempt;
}
/**
 * Body of POST /api/pesquisa (a sandbox addition: the spec only sends the survey to analytics).
 */
export interface PesquisaRequest {
  /**
   * Where the visitor heard of us.
   */
  midia: "TV" | "FACEBOOK" | "INSTAGRAM" | "YOUTUBE" | "GOOGLE" | "E-MAIL" | "INDICAÇÃO" | "LIVE" | "OUTROS";
  /**
   * Purchase satisfaction, 1 to 5.
   */
  csatcompra: number;
  /**
   * Whether specialists helped (SIM true, NÃO false).
   */
  humano: boolean;
  /**
   * Specialists rating, 1 to 5, when humano is true.
   */
  csatinsidesales?: number | null;
  /**
   * Proposal id (propostaID), when the survey follows a purchase.
   */
  propostaId?: string | null;
  /**
   * Lead id, when known.
   */
  leadId?: number | null;
}
/**
 * POST /api/pesquisa, 200: the stored answers' id.
 */
export interface PesquisaResponse {
  /**
   * The stored survey.
   */
  data: {
    /**
     * Survey answer id.
     */
    id: number;
  };
}
/**
 * Body of POST /api/plano/detalhes.
 */
export interface PlanoDetalhesRequest {
  /**
   * Company id of the variant.
   */
  empresaID: number;
  /**
   * Lead id from POST /api/lead (number or digit string); must exist.
   */
  leadID: number | string;
  /**
   * planoID of the chosen catalogue plan.
   */
  planoID: number;
  /**
   * bemId of the chosen catalogue plan; must belong to planoID.
   */
  bemID: number;
}
/**
 * POST /api/plano/detalhes, 200. Unknown plan or lead: 404; bemID not matching planoID: 422.
 */
export interface PlanoDetalhesResponse {
  data: PlanDetails;
}
/**
 * Details of one plan.
 */
export interface PlanDetails {
  /**
   * Plan title, e.g. 'Automóveis Integral 80 meses'.
   */
  titulo: string;
  /**
   * Total administration fee in percent (same as TaxaAdmTotal).
   */
  taxaAdmTotal: number;
  /**
   * The plan id asked for.
   */
  planoID: number;
  /**
   * Readable summary of the fees in Portuguese (admin fee total and monthly, reserve fund, insurance, membership fee).
   */
  planoTaxas: string;
  /**
   * Price table description, e.g. 'Tabela Integral Automóveis - 80 meses'.
   */
  TabelaDescricao: string;
  /**
   * Whether the reserve fund surplus is shared among members at the group's close.
   */
  Rateio: boolean;
  /**
   * True when the plan has no membership fee.
   */
  SemAdesao: boolean;
  /**
   * Membership fee in percent of the credit, charged with the first payment (0 when SemAdesao).
   */
  TaxaAdesao: number;
  /**
   * Total administration fee in percent of the credit over the whole term.
   */
  TaxaAdmTotal: number;
  /**
   * Reserve fund in percent of the credit over the whole term.
   */
  TaxaFundoReserva: number;
  /**
   * Credit-life insurance in percent of the credit per month.
   */
  TaxaSeguroQuebra: number;
  /**
   * Title as held by the plan table (same as titulo).
   */
  Titulo: string;
}
/**
 * Body of POST /api/proposta (spec section 7). Shape errors: 400; business errors (CEP, CPF/CNPJ, age, plan): 422 with Errors.
 */
export interface PropostaRequest {
  /**
   * Neighbourhood (from the CEP or typed). Not blank; no control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  bairro: string;
  /**
   * bemId of the chosen plan.
   */
  bemID: number;
  /**
   * Postal code, digits only. Not in the sandbox table: 422 with Errors ['O CEP informado, não é válido!'].
   */
  cep: string;
  /**
   * City. Not blank; no control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  cidade: string;
  /**
   * Address complement; the chatbot sends ''. No control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  complemento: string;
  /**
   * CPF (11 digits, tipoPessoa 0) or CNPJ (14 digits, tipoPessoa 1), digits only; checksum verified.
   */
  cpfCnpj: string;
  /**
   * Holder's e-mail.
   */
  email: string;
  /**
   * Company id of the variant.
   */
  empresaId: number;
  /**
   * State (UF).
   */
  estado: string;
  /**
   * Lead id as a string (spec); must exist.
   */
  leadId: string;
  /**
   * Street (from the CEP or typed). Not blank; no control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  logradouro: string;
  /**
   * Birth date (individual) or foundation date (company), dd/mm/yyyy. Individuals must be 18 to 89 years old.
   */
  nascimentoFundacao: string;
  /**
   * Visitor's name from the lead. Not blank; no control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  nome: string;
  /**
   * Holder's full name or company name, at most 30 characters. Not blank; no control characters (NUL included), bidi overrides, zero-width marks or lone surrogates.
   */
  nomeRazao: string;
  /**
   * House number; the chatbot sends 0. A number: 0 or more; a text: no control characters.
   */
  numero: number | string;
  /**
   * planoID of the chosen plan.
   */
  planoID: number;
  /**
   * Term of the chosen plan, in months; must match the plan.
   */
  planoMeses: number;
  /**
   * Monthly revenue (company) or income, in centavos, as a digit string.
   */
  rendaFaturamento: string;
  /**
   * Monthly income in centavos, as a digit string.
   */
  rendaMensal: string;
  /**
   * Phone with area code, digits only.
   */
  telefone: string;
  /**
   * Mobile phone with area code, digits only.
   */
  telefoneCelular: string;
  /**
   * Terms accepted; always true.
   */
  termos: true;
  /**
   * 0 individual (CPF), 1 company (CNPJ).
   */
  tipoPessoa: 0 | 1;
}
/**
 * POST /api/proposta, 200: the proposal created. Errors: 400 (shape), 404 (unknown lead or plan), 422 ApiErrorBody with Errors (e.g. ['O CEP informado, não é válido!']).
 */
export interface PropostaResponse {
  data: Proposal;
}
/**
 * The proposal. Required: the fields the spec's answer carries (sections 6 and 7), all a client may count on; valorPrimeiroPagamento, Errors: the sandbox's additions, left out under SANDBOX_STRICT_SPEC=1 as the real API may.
 */
export interface Proposal {
  /**
   * Proposal id: 128 random bits as 32 hex characters (unguessable, unrelated to the next proposal's), a reference (analytics, survey); it grants nothing: every payment names the proposal by propostaToken.
   */
  propostaID: string;
  /**
   * Contract number (10 digits).
   */
  contrato: string;
  /**
   * Proposal token, 128 random bits: the body of the Pix and boleto calls and the card payment's propostaToken. Survives restarts.
   */
  propostaToken: string;
  /**
   * Payment method codes offered: 5 Pix, 0 credit card, 1 boleto. Property and heavy plans offer [5, 1]; the others [5, 0, 1].
   *
   * Items: Payment method code.
   */
  formasPagamentoDisponiveis: (0 | 1 | 5)[];
  /**
   * First payment in centavos, what Pix, boleto and card charge: the plan's first payment (the catalogue's valorParcelaPrimeiroPagto) less the campaign discount of the offer the lead was saved with (compraId and empresaId → the variant files' desconto; 60 % for company 97, otherwise 50 %; the campaign id, which ?idc= replaces, plays no part; no discount for ids no variant sends).
   */
  valorPrimeiroPagamento?: number;
  /**
   * Always empty on success (business errors come with 422).
   *
   * @maxItems 0
   *
   * Items: Unused.
   */
  Errors?: string[];
}
/**
 * POST /api/lead/validar-palavras, always 200 for a well-formed body.
 */
export interface ValidarPalavrasResponse {
  /**
   * true when the text is acceptable; false for profanity or gibberish (the client shows its own per-field message).
   */
  success: boolean;
  /**
   * Why the text was refused (only when success is false).
   */
  message?: string;
}
