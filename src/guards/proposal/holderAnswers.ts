import type { Guard } from '../../engine/types.ts';

// The holder answers proposal-holder-data asks again while they are empty: a new holder type empties
// those whose rules depend on it (flows/proposal.yaml, the &individual and &company anchors).

/** No holder name (or razão social) yet. */
export const holderNameMissing: Guard = ({ state }) => state.contract.nomeRazao.trim() === '';

/** No CPF (or CNPJ) yet. */
export const holderDocumentMissing: Guard = ({ state }) => state.contract.cpfCnpj === '';

/** No birth (or foundation) date yet. */
export const holderDateMissing: Guard = ({ state }) => state.contract.nascimentoFundacao === '';
