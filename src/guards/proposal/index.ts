// Guards of the proposal phase.
import { cepReturnsToConfirm, needsNeighborhood } from './address.ts';
import { dateNeedsReview } from './dateNeedsReview.ts';
import { isCompany, isIndividual } from './holderType.ts';
import { shows285 } from './shows285.ts';

export const proposalGuards = { isIndividual, isCompany, cepReturnsToConfirm, needsNeighborhood, shows285, dateNeedsReview };
