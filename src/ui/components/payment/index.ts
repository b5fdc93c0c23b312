// Components the payment phase renders (React.lazy for heavy ones).
export const paymentComponents = {};
