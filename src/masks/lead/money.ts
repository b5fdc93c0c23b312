import type { Mask } from '../../engine/types.ts';

/**
 * BRL amounts as typed: "R$ 50.000,00". The thousands dots come by themselves and only the comma
 * starts the centavos, since Brazilians type "50.000" meaning fifty thousand. The field stays
 * empty (no lone "R$") until the first digit (lazy).
 */
export const money: Mask = () => ({
  mask: 'R$ num',
  lazy: true,
  blocks: {
    num: {
      mask: Number,
      scale: 2,
      radix: ',',
      mapToRadix: [','],
      thousandsSeparator: '.',
      padFractionalZeros: false,
      normalizeZeros: true,
      min: 0,
      max: 999_999_999,
    },
  },
});
