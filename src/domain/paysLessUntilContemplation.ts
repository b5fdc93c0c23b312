// Paga Metade and Parcela Reduzida charge a smaller instalment only until the quota is drawn
// (contemplação); after it the instalment grows to pay off the plan. Wherever such an instalment
// is shown, the condition is said with it (issue 26 item 11): "80x de R$ 604,00" would promise
// the smaller amount for the whole term.
import { PLAN_TYPE_NAMES } from './planTypes.ts';

/** Whether a plan, by its name (the catalogue's `name`, the state's plan.nome), pays less until contemplation. */
export function paysLessUntilContemplation(planName: string): boolean {
  return planName === PLAN_TYPE_NAMES.CREDITO_PAGAMETADE || planName === PLAN_TYPE_NAMES.PARCELA_REDUZIDA;
}
