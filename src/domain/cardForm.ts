// The card form's rules (spec section 5, "Card form"), as pure functions the card modal runs on
// every change: card-validator for number and expiry, our CPF/CNPJ rules for the holder document.
// Rules give a problem; its text comes from the message lookup the caller passes (the
// conversation's context.message, flows/messages.yaml), so this file holds no copy.
import cardValidator from 'card-validator';
import { cpfCnpjKind, isValidCpfCnpj } from './cpfCnpj.ts';
import { MAX_CARD_INSTALMENTS } from './cardInstalments.ts';
import { formatCpfCnpj } from './documentFormat.ts';

/** What the visitor typed, as shown (masked). parcelas is '' until chosen. */
export interface CardFormValues {
  nome: string;
  numero: string;
  validade: string;
  cvv: string;
  cpfCnpj: string;
  parcelas: string;
}

export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;

/** Why a field is refused. */
export type CardProblem = 'required' | 'name' | 'companyName' | 'number' | 'expiry' | 'cvv' | 'cpf' | 'cnpj' | 'instalments';

/** The message id (flows/messages.yaml) shown for each problem. */
export const CARD_MESSAGE_IDS = {
  required: 'cardRequired',
  name: 'cardNameInvalid',
  companyName: 'cardCompanyNameInvalid',
  number: 'cardNumberInvalid',
  expiry: 'cardExpiryInvalid',
  // The spec gives no message for a short CVV; the field would otherwise pass and the payment fail.
  cvv: 'cardCvvInvalid',
  cpf: 'cardCpfInvalid',
  cnpj: 'cardCnpjInvalid',
  instalments: 'cardInstalmentsMissing',
} as const satisfies Record<CardProblem, string>;
export type CardMessageId = (typeof CARD_MESSAGE_IDS)[CardProblem];

export interface CardFormOptions {
  /** The proposal's holder is a company (tipoPessoa ≠ 0): the name is a razão social. */
  company: boolean;
  /** A message id → its text (the conversation's context.message, which tsc checks knows these ids). */
  message: (id: CardMessageId) => string;
}

export const CARD_FIELDS: readonly CardField[] = ['nome', 'numero', 'validade', 'cvv', 'cpfCnpj', 'parcelas'];
export const NAME_MAX_LENGTH = 30;
export const EXPIRY_LENGTH = 7; // MM/AAAA
/** The number mask's length (4 × 4 digits). */
export const CARD_NUMBER_MAX_DIGITS = 16;

export const EMPTY_CARD_FORM: CardFormValues = { nome: '', numero: '', validade: '', cvv: '', cpfCnpj: '', parcelas: '' };

/**
 * The form as it opens: the proposal's holder, just given, is most often the card's, so their name
 * and CPF/CNPJ (as shown) are filled in, and stay editable for another card holder.
 */
export function prefilledCardForm(holder: { nomeRazao: string; cpfCnpj: string }): CardFormValues {
  return { ...EMPTY_CARD_FORM, nome: holder.nomeRazao.trim().slice(0, NAME_MAX_LENGTH), cpfCnpj: formatCpfCnpj(holder.cpfCnpj) };
}

/** Every field's error; an empty object means the form can be sent. */
export function validateCardForm(values: CardFormValues, options: CardFormOptions): CardFormErrors {
  const errors: CardFormErrors = {};
  for (const field of CARD_FIELDS) {
    const error = cardFieldError(field, values, options);
    if (error) errors[field] = error;
  }
  return errors;
}

/** One field's error text, or undefined when it is fine. */
export function cardFieldError(field: CardField, values: CardFormValues, options: CardFormOptions): string | undefined {
  const problem = cardFieldProblem(field, values, options);
  return problem && options.message(CARD_MESSAGE_IDS[problem]);
}

/** One field's problem, or undefined when it is fine. */
export function cardFieldProblem(field: CardField, values: CardFormValues, options: Pick<CardFormOptions, 'company'>): CardProblem | undefined {
  const value = values[field];
  if (field === 'parcelas') return isInstalmentChoice(value) ? undefined : 'instalments';
  if (value.trim() === '') return 'required';
  switch (field) {
    case 'nome':
      return isHolderName(value, options.company) ? undefined : options.company ? 'companyName' : 'name';
    case 'numero':
      return cardValidator.number(digits(value)).isValid ? undefined : 'number';
    case 'validade': {
      if (value.length < EXPIRY_LENGTH) return 'expiry';
      const check = cardValidator.expirationDate(value);
      return check.isValid || check.isPotentiallyValid ? undefined : 'expiry';
    }
    case 'cvv':
      return /^\d{3}$/.test(value) ? undefined : 'cvv';
    case 'cpfCnpj':
      return isValidCpfCnpj(value) ? undefined : cpfCnpjKind(value);
  }
}

/**
 * False once a half-typed value can no longer become valid (a number no card starts with, a
 * month 13, a past year): the form says so right away instead of waiting for the field to be left.
 */
export function canStillBeValid(field: CardField, value: string): boolean {
  if (value === '') return true;
  if (field === 'numero') {
    const check = cardValidator.number(digits(value));
    // The mask stops at 16 digits: a full number that is not valid cannot become valid.
    return check.isValid || (check.isPotentiallyValid && digits(value).length < CARD_NUMBER_MAX_DIGITS);
  }
  if (field === 'validade') {
    const check = cardValidator.expirationDate(value);
    return check.isValid || check.isPotentiallyValid;
  }
  return true;
}

function isHolderName(value: string, company: boolean): boolean {
  const name = value.trim();
  if (name.length > NAME_MAX_LENGTH || (name.match(/\p{L}/gu)?.length ?? 0) < 2) return false;
  if (!cardValidator.cardholderName(name).isValid) return false;
  // People: letters, spaces, apostrophes, dots, hyphens. Companies may carry digits and & , /.
  return company ? /^[\p{L}\d&'.,/ -]+$/u.test(name) : /^[\p{L}'. -]+$/u.test(name);
}

function isInstalmentChoice(value: string): boolean {
  const n = Number(value);
  return /^\d+$/.test(value) && n >= 1 && n <= MAX_CARD_INSTALMENTS;
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}
