import type { Guard } from '../../engine/types.ts';

/** The simulated-again path: income is known and the lead saved, so a new credit goes straight to the search. */
export const isSimulateAgain: Guard = ({ state }) => state.flags.isSimulateAgain;
