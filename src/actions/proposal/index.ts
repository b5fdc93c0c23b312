// Actions of the proposal phase.
import { checkHolderName } from './checkHolderName.ts';
import { createProposal } from './createProposal.ts';
import { lookupCep } from './lookupCep.ts';

export const proposalActions = { checkHolderName, lookupCep, createProposal };
