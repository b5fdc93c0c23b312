import type { Mask } from '../../engine/types.ts';

/** The spec's ##/##/####, typed as digits. */
export const date: Mask = () => ({ mask: '00/00/0000' });
