// The bundled illustration of each asset (public/categorias/*.svg): served with the app, since
// no outside CDN is reachable. Categories of every plan type share their asset's picture.
const FILES: Record<string, string> = {
  IMOVEL: 'imovel',
  CARRO: 'carro',
  MOTO: 'moto',
  SERVICO: 'servico',
  CAMINHAO: 'pesados',
  MAQUINAS: 'pesados',
};

export function categoryImage(tipoBem: string): string {
  return `${import.meta.env.BASE_URL}categorias/${FILES[tipoBem] ?? 'carro'}.svg`;
}
