// Masks of the lead phase.
export const leadMasks = {};
