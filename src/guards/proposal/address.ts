import type { Guard } from '../../engine/types.ts';

/**
 * The CEP flow returns to the data confirmation (spec section 4): a later or update entry, i.e.
 * once proposal-confirm-data has been shown (flags.cepErrorAt = confirm). The first entry goes on
 * to the thanks message instead.
 */
export const cepReturnsToConfirm: Guard = ({ state }) => state.flags.cepErrorAt === 'confirm';

/** The address still lacks its neighbourhood (a CEP without one, after the street was typed). */
export const needsNeighborhood: Guard = ({ state }) => state.contract.bairro.trim() === '';
