// The repository's variant files, compiled the way the app gets them (defaults merged in).
import { compileFlows } from '../../../scripts/flow-compiler/compileFlows.ts';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';

const compiled = compileFlows({ root: process.cwd() });

export const variants: Record<string, ResolvedVariant> = compiled.variants;

/** Problems the flow check reports in variants/*.yaml (other files are other tests' business). */
export const variantDiagnostics = compiled.diagnostics.filter((d) => d.file.startsWith('variants/'));

/** Spec section 2's routes, section 9's ids (campaign/purchase/company), discount and price table. */
export const SPEC_ROUTES: ReadonlyArray<{
  route: string;
  ids: [number, number, number] | null;
  desconto: boolean;
  tipoTabela: 'completa' | 'integral' | 'paga_metade';
}> = [
  { route: '/', ids: [851, 161, 90], desconto: false, tipoTabela: 'completa' },
  { route: '/app', ids: null, desconto: false, tipoTabela: 'completa' },
  { route: '/performance', ids: [759, 176, 102], desconto: true, tipoTabela: 'completa' },
  { route: '/oferta', ids: [851, 164, 93], desconto: true, tipoTabela: 'completa' },
  { route: '/abandono-imovel', ids: null, desconto: false, tipoTabela: 'completa' },
  { route: '/99', ids: [426, 120, 48], desconto: false, tipoTabela: 'integral' },
  { route: '/99-pay', ids: [472, 127, 55], desconto: false, tipoTabela: 'integral' },
  { route: '/rota99', ids: [426, 156, 85], desconto: true, tipoTabela: 'paga_metade' },
  { route: '/premmia', ids: [629, 143, 71], desconto: false, tipoTabela: 'integral' },
  { route: '/gazeta', ids: [557, 131, 59], desconto: false, tipoTabela: 'integral' },
  { route: '/salary-fits', ids: [565, 129, 57], desconto: false, tipoTabela: 'integral' },
  { route: '/kmv', ids: [533, 134, 62], desconto: false, tipoTabela: 'integral' },
  { route: '/livelo', ids: [702, 154, 82], desconto: false, tipoTabela: 'integral' },
  { route: '/sem-parar', ids: [661, 147, 75], desconto: false, tipoTabela: 'integral' },
  { route: '/finanzero', ids: [680, 151, 79], desconto: false, tipoTabela: 'integral' },
  { route: '/clube-certo', ids: [846, 165, 94], desconto: true, tipoTabela: 'integral' },
  { route: '/clube-giro', ids: [588, 141, 69], desconto: true, tipoTabela: 'integral' },
  { route: '/easy-credito', ids: [585, 140, 68], desconto: true, tipoTabela: 'integral' },
  { route: '/auto-mais', ids: [533, 138, 65], desconto: true, tipoTabela: 'integral' },
  { route: '/auto-mais-app', ids: [799, 188, 108], desconto: true, tipoTabela: 'paga_metade' },
  { route: '/trucadao', ids: [688, 152, 80], desconto: true, tipoTabela: 'integral' },
  { route: '/stopclub', ids: [542, 136, 63], desconto: true, tipoTabela: 'integral' },
];
