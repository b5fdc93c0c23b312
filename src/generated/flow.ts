/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */

/**
 * One step of the conversation. On entering it the bot types for the variant's fakeLoad, says its texts, shows its component, runs its action, then waits for input/options/component or moves on to next. A step is one kind: say-only, input, options (which may also run an action on entering), component or action; the kind keys input, options, component and action are not combined otherwise.
 */
export type Step = Step1 & Step2;
export type Step1 = SayStep | InputStep | OptionsStep | ComponentStep | ActionStep;
/**
 * Only says its texts (and moves on by next).
 */
export type SayStep = {input?: never; options?: never; component?: never; action?: never};
/**
 * Waits for a typed answer.
 */
export type InputStep = {options?: never; component?: never; action?: never};
/**
 * Waits for a button; its action, if any, runs on entering.
 */
export type OptionsStep = {input?: never; component?: never};
/**
 * Renders a component and waits for its outcome (unless display). Its action, if any, runs on what the component completes with (the chosen card's id, say), and its outcome is routed by on:.
 */
export type ComponentStep = {input?: never; options?: never};
/**
 * Runs an action and routes its outcome.
 */
export type ActionStep = {input?: never; options?: never; component?: never};
/**
 * The step to go to: a step id, or guarded branches tried in order (the last one usually without when).
 */
export type Next = string | [Branch, ...Branch[]];

/**
 * One file of the conversation (flows/*.yaml). All files together form one flow; step ids are unique across files, and so are message ids. A file holds steps, messages or both (flows/messages.yaml holds only the field messages), so neither is required.
 */
export interface FlowFile {
  /**
   * The step the conversation starts at. Exactly one flow file declares it.
   */
  start?: string;
  /**
   * The steps of this file, keyed by step id (kebab-case, as the spec names them).
   */
  steps?: {
    [k: string]: Step;
  };
  /**
   * Messages shown on an input field when validation fails (validators, input actions returning `invalid`, the card form), keyed by message id (camelCase; code refers to them as MessageId, src/generated/names.ts). Plain text, no HTML; {param} placeholders are filled by the code that shows the message (e.g. {value} in creditMin). A variant overrides them under its own `messages:`.
   */
  messages?: {
    [k: string]: string;
  };
  /**
   * Interface copy: every word the screens show that is not a step's text (header menu, input hint, buttons, card form labels, alt texts, the 404 page), in groups of copy ids (camelCase, unique across groups; code refers to them as UiCopyId, src/generated/uiCopy.ts). The group `page` ships with the first screen, the others with the rest of the flow. Plain text, no HTML; {param} placeholders are filled by the code that shows the text (e.g. {count} in cardInstalmentOption), and the checker types each id's parameters from its text here. A variant overrides them by id (no group) under its own `ui:`.
   */
  ui?: {
    [k: string]: {
      [k: string]: string;
    };
  };
}
export interface Step2 {
  /**
   * What the bot says: one text or several bubbles. HTML allowed (sanitised at build time). {path} placeholders read the conversation state, optionally with a formatter: {plan.planoValorPagamento|brl}.
   */
  say?: string | [string, ...string[]];
  /**
   * Tooltip shown for 3 seconds when the visitor clicks the step's message.
   */
  title?: string;
  /**
   * Name of a UI component rendered with the step's message (category carousel, plan carousel, QR image ...). The step waits until the component reports an outcome, unless next is given and the component is display-only.
   */
  component?: string;
  /**
   * When true the component only displays; the step moves on without waiting for it.
   */
  display?: boolean;
  set?: Assignments;
  /**
   * Typing delay in milliseconds for this step, instead of the variant's fakeLoad.
   */
  delay?: number;
  input?: Input;
  /**
   * Buttons the visitor chooses from. The chosen label is echoed as a user message.
   *
   * @minItems 1
   */
  options?: [Option, ...Option[]];
  /**
   * Button layout for the options: default (stacked) or custom (side by side grid, for short choices such as scores).
   */
  layout?: "default" | "custom";
  /**
   * Name of an action (src/actions) run after the texts. Its outcome is looked up in on; a missing outcome falls back to next. On a step whose component waits, it runs instead when the component completes with a choice, which it receives as its input.
   */
  action?: string;
  on?: Outcomes;
  next?: Next;
  /**
   * The conversation may end here (a finished purchase or survey): the checker does not report it as a dead end.
   */
  end?: true;
  /**
   * Code jumps here (a component's goTo, such as the card modal's VOLTAR): the checker counts it as reachable.
   */
  entry?: true;
  /**
   * An error step: where a failure lands (an `on: error` target, or one of the spec's error steps). A reload or TENTAR NOVAMENTE never resumes on it but where the visitor was before; the studio and the flow diagrams mark it. flows:check warns about an `on: error` target without it.
   */
  error?: true;
  /**
   * Part of the greeting: the first texts every visitor reads (spec section 1). flows:check holds every variant's greeting (these steps' texts, or the variant's overrides of them) to the spec's promises: it says "sem juros", "sem entrada" and "melhor taxa do país"; it promises "{variant.descontoPercentual}% de desconto na primeira parcela" exactly on a variant with desconto; on the paga_metade price table it says "paga só metade da parcela até ser contemplado".
   */
  greeting?: true;
  /**
   * On a greeting step: the text a new partner's file starts this step with when the studio's new-partner form leaves the greeting empty (the studio shows it as the field's starting text). {parceiro} is replaced by the partner's name as typed (escaped); the chat itself never reads this text. The new partner's whole greeting is held to the greeting rules when the studio saves it.
   */
  newPartnerSay?: string;
  /**
   * On a greeting step: the text a new partner's file gives this step when the partner has a discount (desconto: true) and the step's own text promises none, so the file's greeting keeps the greeting rule's discount promise. The chat itself never reads this text; the new partner's whole greeting is held to the greeting rules when the studio saves it.
   */
  newPartnerDiscountSay?: string;
}
/**
 * State assignments made on entering the step, before its texts.
 */
export interface Assignments {
  [k: string]: string | number | boolean | null;
}
/**
 * A free-text answer typed in the bottom input bar.
 */
export interface Input {
  /**
   * State path the answer is stored at, e.g. lead.email.
   */
  field: string;
  /**
   * Keyboard and storage: text and email store the trimmed text; tel, digits and date store digits only (date keeps dd/mm/yyyy); money stores integer centavos.
   */
  kind?: "text" | "email" | "tel" | "digits" | "date" | "money";
  /**
   * Name of a mask (src/masks) applied while typing.
   */
  mask?: string;
  /**
   * Placeholder of the input bar.
   */
  placeholder?: string;
  /**
   * Names of validators (src/validators) run in order; the first failure's message shows on the field.
   */
  validate?: string[];
  /**
   * Name of a server action run after validation, with a spinner. Outcome invalid keeps the visitor on the step with the returned message; other outcomes map through the step's on, else next.
   */
  action?: string;
}
/**
 * One button. Runs in order: set, action (outcome through on), then next; link opens the specialists' messaging link.
 */
export interface Option {
  /**
   * Button text, echoed as the visitor's answer.
   */
  label: string;
  /**
   * Name of a guard (src/guards); the option shows only when it holds.
   */
  when?: string;
  set?: Assignments1;
  /**
   * Name of an action run when chosen.
   */
  action?: string;
  on?: Outcomes;
  next?: Next;
  /**
   * specialists opens the variant's linkWhatsApp in a new tab; the visitor stays on the step.
   */
  link?: "specialists";
  /**
   * Echo the label as a user message (default true).
   */
  echo?: boolean;
}
/**
 * State path → literal value, e.g. consorcio.tipoPlano: CREDITO_INTEGRAL.
 */
export interface Assignments1 {
  [k: string]: string | number | boolean | null;
}
/**
 * Action outcome name → step id.
 */
export interface Outcomes {
  [k: string]: string;
}
export interface Branch {
  /**
   * Name of a guard; the branch is taken when it holds.
   */
  when?: string;
  /**
   * Step id.
   */
  to: string;
}
