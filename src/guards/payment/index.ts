// Guards of the payment phase.
export const paymentGuards = {};
