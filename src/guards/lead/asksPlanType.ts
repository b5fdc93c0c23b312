import type { Guard } from '../../engine/types.ts';
import { offersPlanTypeChoice } from '../../domain/offersPlanTypeChoice.ts';
import { presetPlanType } from '../../domain/presetPlanType.ts';

/**
 * lead-select-plan is asked only when the visitor really has two plan types to choose from (see the
 * domain rule); buying again keeps the plan type, so it is not asked then.
 */
export const asksPlanType: Guard = ({ state, variant }) =>
  offersPlanTypeChoice({
    tipoTabela: variant.tipoTabela,
    presetPlanType: presetPlanType({ buyAgain: state.flags.buyAgain, keptPlanType: state.consorcio.tipoPlano, variantPlanType: variant.tipoPlano }),
    tipoBem: state.consorcio.tipoBem,
  });
