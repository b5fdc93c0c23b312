import { Hono } from 'hono';
import type { CategoriaQuery, CategoriaResponse } from '../../src/generated/api.ts';
import { CATEGORIES } from '../../src/domain/categories.ts';
import { CATEGORY_TEXTS } from '../catalogue/categoryTexts.ts';
import { publicOrigin, type Sandbox } from '../context.ts';
import { parseQuery } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/** GET /api/categoria?empresaID → 200 { data: Category[] }; empresaID 0 → empty list. */
export function categoryRoutes(sb: Sandbox) {
  return new Hono().get(API.getCategories.path, (c) => {
    const { empresaID } = parseQuery<CategoriaQuery>(c, 'CategoriaQuery');
    const origin = publicOrigin(c, sb);
    const data: CategoriaResponse['data'] =
      empresaID === 0
        ? []
        : CATEGORIES.map((cat) => ({
            categoriaID: cat.id,
            ...CATEGORY_TEXTS[cat.tipoBem],
            imagemUrl: `${origin}/api/categoria/${cat.id}.svg`,
            produtoCategoria: cat.produtoCategoria,
            codigo: cat.codigo,
            tipoBem: cat.tipoBem,
            tipoPlano: cat.tipoPlano,
          }));
    return c.json({ data } satisfies CategoriaResponse);
  });
}
