import type { Guard } from '../../engine/types.ts';
import { offersPlanTypeChoice } from '../../domain/offersPlanTypeChoice.ts';

/** The visitor could have chosen another plan type (the lead phase's rule), so "see other plans" offers it. */
export const canChangePlanType: Guard = ({ state, variant }) =>
  offersPlanTypeChoice({ tipoTabela: variant.tipoTabela, presetPlanType: variant.tipoPlano, tipoBem: state.consorcio.tipoBem });

/** Switching to Paga Metade is offered when the plan type may change and it is not the current one. */
export const canSwitchToHalfPay: Guard = (ctx) => canChangePlanType(ctx) && ctx.state.consorcio.tipoPlano !== 'CREDITO_PAGAMETADE';

/** Switching to Crédito Integral is offered when the plan type may change and it is not the current one. */
export const canSwitchToIntegral: Guard = (ctx) => canChangePlanType(ctx) && ctx.state.consorcio.tipoPlano !== 'CREDITO_INTEGRAL';
