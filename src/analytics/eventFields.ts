// The properties each analytics event may carry (spec section 7), declared per event. The scrubber
// keeps exactly these fields and drops anything else, so what leaves the page is decided by field
// name, never by what a value looks like: a 10-digit contract number is a contract, not a phone.
// Personal data (e-mail, phone, CPF/CNPJ) is never a field here: it travels in `pii`, hashed.
import type { AnalyticsEventName } from './port.ts';

export const EVENT_FIELDS = {
  purchase: ['transaction_id', 'value', 'currency', 'payment_type', 'item_id', 'item_name'],
  'Lead Save': ['leadId', 'categoriaId', 'produtoCategoria', 'plano', 'valorCredito'],
  'Proposta Gerada': ['propostaId', 'contrato', 'leadId', 'planoId', 'plano', 'valorCredito', 'produtoCategoria', 'tipoPessoa'],
  'Ver Planos': ['categoriaId', 'produtoCategoria', 'valorCredito', 'ofertas'],
  'Plano Selecionado': ['leadId', 'planoId', 'plano', 'bemNome', 'valorCredito', 'planoMeses', 'valorParcela', 'produtoCategoria'],
  Pesquisa: ['midia', 'csatcompra', 'humano', 'csatinsidesales'],
  'Pagamento Processado': ['metodo', 'status'],
  'Produto Categoria': ['produtoCategoria', 'categoriaId', 'plano'],
  step: ['step'],
} as const satisfies Record<AnalyticsEventName, readonly string[]>;

/** The data one event may carry: only its declared fields, each optional. */
export type EventFields<E extends AnalyticsEventName> = Partial<Record<(typeof EVENT_FIELDS)[E][number], string | number | boolean>>;
