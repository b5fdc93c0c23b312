import type { Guard } from '../../engine/types.ts';

/** The selected plan asks for the Resolução BCB nº 285 notice (catalogue exibirTextoResolucao285). */
export const shows285: Guard = ({ state }) => state.plan.exibirTextoResolucao285;
