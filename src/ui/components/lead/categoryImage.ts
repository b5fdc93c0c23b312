// Each category card's picture, chosen by category id (spec section 2: "an image per category id,
// svg from a CDN"): the API's imagemUrl when it gives one, else the bundled illustration of that
// id's asset (public/categorias/*.svg, shipped with the app). The bundled one is also the fallback
// when the API's image fails to load, so a card never stays without a picture.
import { CATEGORY_ILLUSTRATIONS, categoryById } from '../../../domain/categories.ts';

const FILES: Record<string, string> = CATEGORY_ILLUSTRATIONS;

/** The bundled illustration for a category id (its asset's picture; unknown ids get the car). */
export function bundledCategoryImage(categoriaID: number, tipoBem?: string): string {
  const asset = categoryById(categoriaID)?.tipoBem ?? tipoBem ?? 'CARRO';
  return `${import.meta.env.BASE_URL}categorias/${FILES[asset] ?? 'carro'}.svg`;
}

/** The sources to try for a card, in order: the API's image (when present), then the bundled one. */
export function categoryImageSources(card: { categoriaID: number; tipoBem?: string; imagemUrl?: string }): string[] {
  const bundled = bundledCategoryImage(card.categoriaID, card.tipoBem);
  const fromApi = card.imagemUrl?.trim();
  return fromApi && fromApi !== bundled ? [fromApi, bundled] : [bundled];
}
