/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */
// The interface copy ids of flows/ui.yaml and the {param} placeholders each text takes.

/** Interface copy (`ui:` in flows/*.yaml): what useCopy() looks up. */
export type UiCopyId =
  | "boletoCodeLabel"
  | "botTyping"
  | "cardApproved"
  | "cardBack"
  | "cardCvv"
  | "cardDocument"
  | "cardExpiry"
  | "cardExpiryPlaceholder"
  | "cardHolderName"
  | "cardInstalmentOption"
  | "cardInstalmentOptionUneven"
  | "cardInstalments"
  | "cardInstalmentsPick"
  | "cardModalAmount"
  | "cardModalInstalments"
  | "cardModalTitle"
  | "cardNumber"
  | "cardPreviewExpiry"
  | "cardPreviewHolder"
  | "cardPreviewName"
  | "cardSecureNote"
  | "cardSending"
  | "cardSubmit"
  | "carouselSlideLabel"
  | "categoriesContainer"
  | "categoriesFirst"
  | "categoriesLabel"
  | "categoriesLast"
  | "categoriesNext"
  | "categoriesPrevious"
  | "categoryCaminhaoDescription"
  | "categoryCaminhaoTitle"
  | "categoryCarroDescription"
  | "categoryCarroTitle"
  | "categoryImovelDescription"
  | "categoryImovelTitle"
  | "categoryMotoDescription"
  | "categoryMotoTitle"
  | "categoryServicoDescription"
  | "categoryServicoTitle"
  | "chatLog"
  | "codeCopied"
  | "codeCopiedStatus"
  | "copyCode"
  | "devContinueAt"
  | "devFixtureFailed"
  | "devFixtureNone"
  | "devFixtureUnknown"
  | "devNoticeClose"
  | "devStepRemoved"
  | "devStepUnknown"
  | "helpHowToBuy"
  | "helpNeedHelp"
  | "helpWhatIsConsorcio"
  | "helpWhatToBuy"
  | "inputEnded"
  | "inputHint"
  | "inputLabel"
  | "loading"
  | "menuBlog"
  | "menuCareers"
  | "menuClose"
  | "menuFaq"
  | "menuHome"
  | "menuHowItWorks"
  | "menuLabel"
  | "menuOpen"
  | "menuVideos"
  | "menuWhyUs"
  | "notFoundHelpLabel"
  | "notFoundPageTitle"
  | "notFoundText"
  | "opensInNewTab"
  | "optionsLabel"
  | "pixCodeLabel"
  | "pixQrAlt"
  | "pixQrFailed"
  | "pixQrLoading"
  | "pixValidUntil"
  | "planCardEyebrow"
  | "planCardLabel"
  | "planCardOptionsLabel"
  | "planCardTerm"
  | "planChosenEcho"
  | "planChosenEchoUntilContemplation"
  | "planContinue"
  | "planDescriptionIntegral"
  | "planDescriptionPagaMetade"
  | "planDescriptionParcelaReduzida"
  | "planFee"
  | "planFinalLink"
  | "planFinalText"
  | "planFinalTitle"
  | "planPerMonth"
  | "planPickHint"
  | "planShowSelection"
  | "planSimulateAgain"
  | "plansLabel"
  | "plansNext"
  | "plansPrevious"
  | "privacyNotice"
  | "privacyPolicy"
  | "send"
  | "sending"
  | "skipToChat";

/** The parameters of each copy text that has {placeholders}; the others take none. */
export interface UiCopyParams {
  cardInstalmentOption: { count: string | number; amount: string | number };
  cardInstalmentOptionUneven: { first: string | number; others: string | number; amount: string | number };
  cardModalInstalments: { maxInstalments: string | number };
  carouselSlideLabel: { index: string | number; total: string | number };
  devContinueAt: { step: string | number };
  devFixtureFailed: { fixture: string | number; reason: string | number };
  devFixtureUnknown: { fixture: string | number; known: string | number };
  devStepRemoved: { step: string | number };
  devStepUnknown: { step: string | number };
  pixValidUntil: { date: string | number };
  planCardLabel: { credit: string | number };
  planCardOptionsLabel: { credit: string | number };
  planCardTerm: { months: string | number };
  planChosenEcho: { plan: string | number; credit: string | number; months: string | number; instalment: string | number };
  planChosenEchoUntilContemplation: { plan: string | number; credit: string | number; instalment: string | number; months: string | number };
  planDescriptionPagaMetade: { share: string | number };
  planFee: { totalFee: string | number; monthlyFee: string | number };
  privacyNotice: { politica: string | number };
}
