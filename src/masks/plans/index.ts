// Masks of the plans phase.
export const plansMasks = {};
