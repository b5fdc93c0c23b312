// Validators of the payment phase.
export const paymentValidators = {};
