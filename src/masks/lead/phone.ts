import type { Mask } from '../../engine/types.ts';

/** Mobile phone as the spec shows it, (##) #####-####; imask writes a digit slot as 0. */
export const phone: Mask = () => ({ mask: '(00) 00000-0000' });
