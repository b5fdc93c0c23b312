// Actions of the payment phase.
export const paymentActions = {};
