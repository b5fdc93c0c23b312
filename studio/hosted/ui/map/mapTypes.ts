// The map's answer as the page reads it (GET /api/rascunhos/:id/mapa; schema
// schemas/studio/hosted/map.schema.json, server studio/hosted/server/mapRoutes.ts).

export interface MapStep {
  id: string;
  file: string;
  line: number;
  kind: 'say' | 'input' | 'options' | 'component' | 'action';
  text: string;
  hasTexts: boolean;
  isError: boolean;
  isEnd: boolean;
  unreachable: boolean;
  deadEnd: boolean;
}

export interface MapLink {
  from: string;
  to: string;
  kind: 'option' | 'on' | 'next';
  why: string;
}

export interface MapPart {
  file: string;
  part: string;
  name: string;
  steps: string[];
}

export interface MapProblem {
  severity: 'error' | 'warning';
  message: string;
  detail: string;
  file: string;
  line: number;
  step?: string;
}

export interface Ratio {
  covered: number;
  total: number;
  percent: number;
}

export type MapCoverage =
  | { ok: true; tests: number; failed: number; steps: Ratio; links: Ratio; untestedSteps: string[]; untestedLinks: string[] }
  | { ok: false; reason: string };

export interface FlowMap {
  head: string;
  start: string;
  partner: string | null;
  partners: { name: string; title: string }[];
  parts: MapPart[];
  steps: MapStep[];
  links: MapLink[];
  problems: MapProblem[];
  coverage: MapCoverage | null;
}

/** What a box shows of its step's kind, in words. */
export const KIND_WORDS: Record<MapStep['kind'], string> = {
  say: 'mensagem',
  input: 'pergunta',
  options: 'botões',
  component: 'tela especial',
  action: 'ação automática',
};
