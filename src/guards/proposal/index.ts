// Guards of the proposal phase.
import { cepReturnsToConfirm, needsNeighborhood } from './address.ts';
import { holderDateMissing, holderDocumentMissing, holderNameMissing } from './holderAnswers.ts';
import { isCompany, isIndividual } from './holderType.ts';
import { shows285 } from './shows285.ts';

export const proposalGuards = {
  isIndividual,
  isCompany,
  cepReturnsToConfirm,
  needsNeighborhood,
  shows285,
  holderNameMissing,
  holderDocumentMissing,
  holderDateMissing,
};
