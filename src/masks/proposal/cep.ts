import type { Mask } from '../../engine/types.ts';

/** The spec's #####-###. */
export const cep: Mask = () => ({ mask: '00000-000' });
