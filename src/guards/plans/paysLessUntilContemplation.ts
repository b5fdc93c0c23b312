import type { Guard } from '../../engine/types.ts';
import { paysLessUntilContemplation as paysLess } from '../../domain/paysLessUntilContemplation.ts';

/** The chosen plan's instalment holds only until contemplation (Paga Metade, Parcela Reduzida). */
export const paysLessUntilContemplation: Guard = ({ state }) => paysLess(state.plan.nome);
