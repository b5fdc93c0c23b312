// The answer of GET /api/rascunhos/:id/etapas/:etapa (server/stepDetails.ts), as the pages read it.
export interface CodeName {
  name: string;
  file: string | null;
  negated?: boolean;
}

export interface StepOption {
  index: number;
  label: string;
  when: CodeName | null;
  action: CodeName | null;
  link: string | null;
  to: string[];
}

export interface Details {
  id: string;
  label: string;
  place: { file: string; line: number };
  action: CodeName | null;
  component: CodeName | null;
  input: { field: string; kind: string; mask: CodeName | null; action: CodeName | null; validators: CodeName[] } | null;
  options: StepOption[];
  guards: Array<{ when: CodeName | null; to: string }>;
  outcomes: Array<{ on: string; to: string }>;
  /** hasText: an etapa the editor can open (one with texts); the others are named, not linked. */
  before: Array<{ id: string; label: string; hasText: boolean }>;
  after: Array<{ id: string; label: string; hasText: boolean }>;
  audience: { default: string[]; own: string[]; defaultTexts: string[]; ownTexts: Record<string, string[]> };
  situation: { name: string; words: string } | null;
}
