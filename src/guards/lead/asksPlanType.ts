import type { Guard } from '../../engine/types.ts';
import { offersPlanTypeChoice } from '../../domain/offersPlanTypeChoice.ts';

/** lead-select-plan is asked only when the visitor really has two plan types to choose from (see the domain rule). */
export const asksPlanType: Guard = ({ state, variant }) =>
  offersPlanTypeChoice({ tipoTabela: variant.tipoTabela, presetPlanType: variant.tipoPlano, tipoBem: state.consorcio.tipoBem });
