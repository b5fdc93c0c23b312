/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */

/**
 * Price table: completa/integral show full-credit categories, paga_metade half-payment ones, tabelaintegral all.
 */
export type PriceTable = "completa" | "integral" | "paga_metade" | "tabelaintegral";
/**
 * Plan type preset by the variant (the lead's plan-type question is skipped when set).
 */
export type PlanType = "CREDITO_INTEGRAL" | "CREDITO_PAGAMETADE" | "PARCELA_REDUZIDA";

/**
 * One entry channel or partner (variants/*.yaml). Fields left out come from variants/defaults.yaml.
 */
export interface Variant {
  /**
   * Another variant file this one starts from (default: defaults).
   */
  extends?: string;
  /**
   * Short name used in logs and analytics, e.g. premmia.
   */
  name?: string;
  /**
   * Route path the variant answers on, e.g. /premmia; / for the main variant.
   */
  route?: string;
  /**
   * Page title.
   */
  title?: string;
  /**
   * Meta description.
   */
  description?: string;
  /**
   * Indexing directive for the robots meta tag, e.g. index,follow.
   */
  robots?: string;
  /**
   * Campaign id sent with the lead.
   */
  campanhaId?: number;
  /**
   * Purchase id sent with the lead.
   */
  compraId?: number;
  /**
   * Company id sent with every call that takes one.
   */
  empresaId?: number;
  /**
   * Lead tipo (default 1).
   */
  tipo?: number;
  /**
   * Banner image path or URL shown above the chat; "" shows none (without the key the default banner shows).
   */
  bannerSrc?: string;
  /**
   * Campaign discount on the first instalment.
   */
  desconto?: boolean;
  /**
   * The discount on the first instalment, in percent: filled in by the compiler on every variant with desconto, from the company the lead is saved with (spec section 9: 60 for empresaId 97, otherwise 50), the same for every plan type. A text reads it as {variant.descontoPercentual}. Not written in the files: flows:check refuses a value that contradicts the company's and warns about one that repeats it.
   */
  descontoPercentual?: number;
  tipoTabela?: PriceTable;
  /**
   * Brand name; the header logo is /brands/{brand}.png.
   */
  brand?: string;
  /**
   * Bot type label.
   */
  botType?: string;
  /**
   * Referral code preset by the variant (normally from the URL).
   */
  referralcode?: string;
  /**
   * Typing delay before each bot step, in milliseconds (default 1500).
   */
  fakeLoad?: number;
  /**
   * App mode: navigation bar hidden, events forwarded to the host app.
   */
  isApp?: boolean;
  /**
   * Show the header menu (default true).
   */
  navBar?: boolean;
  /**
   * Site domain the variant serves on; the logo links to it and host gating compares against it.
   */
  siteDomain?: string;
  /**
   * Hosts where every variant shows besides localhost and its siteDomain (preview deployments); *.example.com matches any subdomain.
   */
  previewHosts?: string[];
  /**
   * Tag-manager container id, e.g. GTM-XXXXXXX.
   */
  gtmId?: string;
  /**
   * Messaging link that opens a chat with the specialists.
   */
  linkWhatsApp?: string;
  /**
   * The group's regulation document (PDF), linked from the proposal terms and opened in a new tab: an absolute URL or a path on this site. Default in defaults.yaml: the sandbox's sample regulation.
   */
  regulamentoUrl?: string;
  /**
   * The privacy policy the notice under the chat links to ('Política de Privacidade', opened in a new tab): an absolute URL or a path on this site. Default in defaults.yaml.
   */
  politicaPrivacidadeUrl?: string;
  theme?: Theme;
  tipoPlano?: PlanType;
  planIds?: PlanIdsByType;
  /**
   * Days a referral code stays remembered in the browser after the visit whose link carried it (?referralcode=…); after that, later visits without the code show the partner's own banner and brand again. Set once in defaults.yaml (30).
   */
  referralExpiryDays?: number;
  referral?: ReferralOverride;
  /**
   * Step id → text(s) replacing that step's say.
   */
  texts?: {
    [k: string]: string | [string, ...string[]];
  };
  /**
   * Message id (flows/messages.yaml) → text replacing that field message for this variant. Plain text; the same {param} placeholders as the flow's text.
   */
  messages?: {
    [k: string]: string;
  };
  /**
   * Copy id (flows/ui.yaml) → text replacing that interface copy for this variant (rename a button, a label, a menu entry). Plain text; only the {param} placeholders of the flow's text.
   */
  ui?: {
    [k: string]: string;
  };
}
/**
 * Colours as CSS hex.
 */
export interface Theme {
  /**
   * Header and page accent background.
   */
  background?: string;
  /**
   * Buttons and bot accents.
   */
  primaryBackground?: string;
  /**
   * Text on primary buttons.
   */
  primaryForeground?: string;
}
/**
 * Ids by the visitor's plan type (spec: with a referral code, plans of one type go to company 99, purchase 173). Read through leadIds().
 */
export interface PlanIdsByType {
  CREDITO_INTEGRAL?: PlanIds;
  CREDITO_PAGAMETADE?: PlanIds;
  PARCELA_REDUZIDA?: PlanIds;
}
/**
 * Company and purchase ids replacing the variant's own when the visitor's plan has this type.
 */
export interface PlanIds {
  /**
   * Purchase id for plans of this type.
   */
  compraId?: number;
  /**
   * Company id for plans of this type.
   */
  empresaId?: number;
}
/**
 * Replaces these fields of the variant when a referral code is present (query parameter referralcode, or stored from an earlier visit).
 */
export interface ReferralOverride {
  /**
   * Campaign id with a referral code.
   */
  campanhaId?: number;
  /**
   * Purchase id with a referral code.
   */
  compraId?: number;
  /**
   * Company id with a referral code.
   */
  empresaId?: number;
  /**
   * Campaign discount with a referral code.
   */
  desconto?: boolean;
  /**
   * Filled in by the compiler when the referral gives the discount: the rate of the referral's company (as descontoPercentual). Not written in the files.
   */
  descontoPercentual?: number;
  tipoTabela?: PriceTable;
  /**
   * Brand shown with a referral code.
   */
  brand?: string;
  /**
   * Banner shown with a referral code.
   */
  bannerSrc?: string;
  tipoPlano?: PlanType;
  /**
   * Bot type with a referral code.
   */
  botType?: string;
  planIds?: PlanIdsByType;
}
