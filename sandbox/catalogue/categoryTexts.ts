// The words the sandbox's GET /api/categoria sends for each asset, as the real API does (spec:
// "Imóveis (novos ou usados)"). The chat's own fallback list takes the same words from
// flows/ui.yaml; the sandbox, standing in for the API, keeps its own.
import type { Category } from '../../src/domain/categories.ts';

export const CATEGORY_TEXTS: Record<Category['tipoBem'], { nome: string; descricao: string }> = {
  IMOVEL: { nome: 'Imóveis', descricao: 'novos ou usados' },
  CARRO: { nome: 'Automóveis', descricao: 'novos ou seminovos' },
  MOTO: { nome: 'Motocicletas', descricao: 'nacionais ou importadas' },
  SERVICO: { nome: 'Serviços', descricao: 'festas, viagens e mais' },
  CAMINHAO: { nome: 'Pesados', descricao: 'caminhões e equipamentos' },
};
