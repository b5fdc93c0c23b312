// Masks of the payment phase.
export const paymentMasks = {};
