/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */
// The names flows/*.yaml use; registries are typed against them.

/** Step ids defined in flows/*.yaml. */
export type StepId =
  | "alterar-pagamento"
  | "basico-valor-renda"
  | "cep-add-neighborhood"
  | "cep-add-street"
  | "cep-error"
  | "cep-not-found"
  | "cep-try-again"
  | "com-renda-extra"
  | "compra-finalizada"
  | "copy-message-1"
  | "copy-message-2"
  | "error-general"
  | "error-no-plans"
  | "error-renda-insuficiente"
  | "lead-add-email"
  | "lead-add-phone"
  | "lead-basic-name"
  | "lead-basic-name-capitalize"
  | "lead-credit-guide"
  | "lead-credit-value"
  | "lead-credit-value-add"
  | "lead-get"
  | "lead-greetings"
  | "lead-load-categories"
  | "lead-message-for-email"
  | "lead-select-category"
  | "lead-select-plan"
  | "lead-show-plan-list"
  | "lead-show-plan-message"
  | "pagamento-boleto-registro"
  | "pagamento-boleto-tentar-novamente"
  | "pagamento-pix-registro"
  | "pagamento-pix-tentar-novamente"
  | "parcela-desconto-mensagem"
  | "parcela-desconto-valor"
  | "payment-boleto-barcode"
  | "payment-boleto-barcode-copied"
  | "payment-boleto-barcode-manual"
  | "payment-boleto-done"
  | "payment-boleto-opened"
  | "payment-boleto-options"
  | "payment-buy-again-data-forgotten"
  | "payment-buy-again-value"
  | "payment-charge-exists"
  | "payment-check-failed"
  | "payment-checking"
  | "payment-congratulations"
  | "payment-credit-card-instalments"
  | "payment-credit-card-pending"
  | "payment-credit-card-processing"
  | "payment-credit-card-secure"
  | "payment-credit-card-select"
  | "payment-credit-card-success"
  | "payment-credit-card-value"
  | "payment-first-parcel"
  | "payment-init"
  | "payment-not-charged"
  | "payment-options"
  | "payment-paid-by-boleto"
  | "payment-paid-by-pix"
  | "payment-pending"
  | "payment-pix-checking"
  | "payment-pix-confirm"
  | "payment-pix-copied"
  | "payment-pix-copy"
  | "payment-pix-copy-manual"
  | "payment-pix-email-confirmation"
  | "payment-pix-not-confirmed"
  | "payment-pix-options"
  | "payment-pix-paid"
  | "payment-pix-qrcode"
  | "payment-refused"
  | "payment-success"
  | "payment-success-conquest"
  | "pesquisa-algo-mais"
  | "pesquisa-ate-mais"
  | "pesquisa-ate-mais-sem-nome"
  | "pesquisa-finalizada"
  | "pesquisa-humanos"
  | "pesquisa-humanos-pontuacao"
  | "pesquisa-inicio"
  | "pesquisa-midia"
  | "pesquisa-nota"
  | "plans-change-type"
  | "plans-instalment-until-contemplation"
  | "plans-list-carousel-show-message"
  | "plans-list-select"
  | "plans-search-again"
  | "plans-simulate-again"
  | "proposal-285-message"
  | "proposal-add-cep"
  | "proposal-add-cpf-cnpj"
  | "proposal-add-date"
  | "proposal-add-name-razao"
  | "proposal-buy-again"
  | "proposal-change-cep"
  | "proposal-change-cpf-cnpj"
  | "proposal-change-cpf-cnpj-value"
  | "proposal-change-date"
  | "proposal-change-email"
  | "proposal-change-holder-type"
  | "proposal-change-infos"
  | "proposal-change-name"
  | "proposal-change-phone"
  | "proposal-change-phone-value"
  | "proposal-confirm-data"
  | "proposal-confirm-infos"
  | "proposal-confirm-plan"
  | "proposal-holder-data"
  | "proposal-plan-details"
  | "proposal-plan-holder"
  | "proposal-plans-list-carousel-get"
  | "proposal-show-data"
  | "proposal-show-suymmmary"
  | "proposal-success"
  | "proposal-summary-until-contemplation"
  | "proposal-terms"
  | "proposal-thanks-message"
  | "proposal-wait"
  | "proposal-wait-data-register"
  | "renda-extra-adicinada"
  | "sem-renda-extra";

/** Actions the flows run (step, option and input `action`): keys of src/actions. */
export type ActionName =
  | "applyPlanType"
  | "buyAgainNewCredit"
  | "buyAgainSameCredit"
  | "capitalizeName"
  | "checkCardPayment"
  | "checkEmail"
  | "checkHolderName"
  | "checkName"
  | "checkPixPayment"
  | "chooseCategory"
  | "createProposal"
  | "fetchPlanDetails"
  | "finishPurchase"
  | "generateBoleto"
  | "generatePix"
  | "healthCheck"
  | "loadCategories"
  | "lookupCep"
  | "openBoleto"
  | "resumeConversation"
  | "saveLead"
  | "searchPlans"
  | "selectPlan"
  | "submitSurvey";

/** Guards the flows test (`when`): keys of src/guards. */
export type GuardName =
  | "asksPlanType"
  | "boletoOffered"
  | "canChangePlanType"
  | "canSwitchToHalfPay"
  | "canSwitchToIntegral"
  | "cardOffered"
  | "cepReturnsToConfirm"
  | "dataForgottenAfterPurchase"
  | "hasDiscount"
  | "holderDateMissing"
  | "holderDocumentMissing"
  | "holderNameMissing"
  | "isCompany"
  | "isIndividual"
  | "isSimulateAgain"
  | "nameForgottenAfterPurchase"
  | "needsNeighborhood"
  | "paysLessUntilContemplation"
  | "pixOffered"
  | "shows285";

/** Validators the flows apply (`input.validate`): keys of src/validators. */
export type ValidatorName =
  | "cep"
  | "contractDate"
  | "contractName"
  | "cpfCnpj"
  | "creditRange"
  | "email"
  | "maxLength60"
  | "minIncome"
  | "mobilePhone"
  | "personName"
  | "required";

/** Components the flows render (`component`): keys of src/ui/components/registry.ts. */
export type ComponentName =
  | "boletoCopyCode"
  | "cardPaymentModal"
  | "categoryCarousel"
  | "pixCopyCode"
  | "pixQrCode"
  | "planCarousel";

/** Masks the flows apply (`input.mask`): keys of src/masks. */
export type MaskName =
  | "cep"
  | "cpfCnpj"
  | "date"
  | "money"
  | "phone";

/** Field messages (`messages:` in flows/*.yaml): what ctx.message() and the card form look up. */
export type MessageId =
  | "cardCnpjInvalid"
  | "cardCompanyNameInvalid"
  | "cardCpfInvalid"
  | "cardCvvInvalid"
  | "cardExpiryInvalid"
  | "cardInstalmentsMissing"
  | "cardNameInvalid"
  | "cardNumberInvalid"
  | "cardRequired"
  | "cepInvalid"
  | "cnpjInvalid"
  | "companyNameInvalid"
  | "companyNameRefused"
  | "conversationNotResumed"
  | "cpfInvalid"
  | "creditMax"
  | "creditMin"
  | "dateInvalid"
  | "emailInvalid"
  | "emailRefused"
  | "holderNameInvalid"
  | "holderNameRefused"
  | "incomeInvalid"
  | "nameLooksWrong"
  | "nameRefused"
  | "phoneInvalid"
  | "required"
  | "tooLong"
  | "underage";

/** The `on:` keys the flows map for each action: each must be an outcome the action declares (src/engine/outcomes.ts), or `error`. */
export interface ActionOnKeys {
  "applyPlanType": "error";
  "buyAgainNewCredit": never;
  "buyAgainSameCredit": never;
  "capitalizeName": never;
  "checkCardPayment": "approved" | "error" | "paidByBoleto" | "paidByPix" | "pending" | "pendingValidation" | "unpaid";
  "checkEmail": "error";
  "checkHolderName": "error";
  "checkName": "error";
  "checkPixPayment": "paid";
  "createProposal": "cepInvalid" | "error" | "ok";
  "fetchPlanDetails": "error";
  "finishPurchase": never;
  "generateBoleto": "chargeExists" | "error" | "ok";
  "generatePix": "chargeExists" | "error" | "ok";
  "healthCheck": "error" | "ok";
  "loadCategories": "error";
  "lookupCep": "error" | "noNeighborhood" | "noStreet" | "notFound";
  "openBoleto": never;
  "resumeConversation": never;
  "saveLead": "error" | "ok";
  "searchPlans": "error" | "ok" | "rendaInsuficiente" | "semPlanos";
  "submitSurvey": never;
}

/** The `on:` keys the flows map for each component: each must be an outcome the component declares. */
export interface ComponentOnKeys {
  "boletoCopyCode": "copied" | "failed";
  "cardPaymentModal": "approved" | "back" | "pending" | "pendingValidation" | "refused" | "unconfirmed";
  "pixCopyCode": "copied" | "failed";
}
