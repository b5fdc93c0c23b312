// A generated flow of N steps using every construct (texts with placeholders and HTML, inputs,
// options with guards, actions with outcomes, components, branches) plus variants, and the
// registries it needs: for the "10 000 synthetic steps < 3 s" budget in npm run bench.
import type { RegistryNames } from './registryNames.ts';

export interface SyntheticProject {
  /** Relative path → YAML text, for compileFlows({ files }). */
  files: Record<string, string>;
  registries: RegistryNames;
}

const STEPS_PER_FILE = 1000;

export function syntheticProject(stepCount: number): SyntheticProject {
  const files: Record<string, string> = {};
  const id = (i: number) => `step-${i}`;
  for (let first = 0, part = 0; first < stepCount; first += STEPS_PER_FILE, part++) {
    const lines: string[] = part === 0 ? [`start: ${id(0)}`, 'steps:'] : ['steps:'];
    for (let i = first; i < Math.min(first + STEPS_PER_FILE, stepCount); i++) {
      const next = i + 1 < stepCount ? id(i + 1) : undefined;
      // The last step is also where every error lands, so it is an error step.
      const last = [`  ${id(i)}:`, '    say: "Fim, ou um erro."', '    error: true', '    end: true'];
      lines.push(...(next === undefined ? last : stepLines(i, id(i), next, id(stepCount - 1))));
    }
    files[`flows/part-${String(part).padStart(3, '0')}.yaml`] = lines.join('\n') + '\n';
  }
  files['variants/defaults.yaml'] = [
    'tipo: 1',
    'tipoTabela: integral',
    'fakeLoad: 0',
    'navBar: true',
    'linkWhatsApp: "https://wa.me/5500000000000"',
    'theme: { background: "#263238", primaryBackground: "#0b6bcb", primaryForeground: "#fff" }',
  ].join('\n');
  for (let v = 0; v < 20; v++) {
    files[`variants/partner-${v}.yaml`] = [
      `route: /partner-${v}`,
      `campanhaId: ${100 + v}`,
      `compraId: ${200 + v}`,
      `empresaId: ${300 + v}`,
      'texts:',
      `  ${id(0)}: "Olá, parceiro ${v}! <b>{lead.nome|firstName}</b>"`,
    ].join('\n');
  }
  return {
    files,
    registries: {
      actions: ['saveLead', 'checkName'],
      guards: ['hasPlan'],
      validators: ['required', 'email'],
      masks: ['phone'],
      components: ['planCarousel'],
    },
  };
}

function stepLines(i: number, self: string, next: string, oops: string): string[] {
  const head = [`  ${self}:`];
  switch (i % 5) {
    case 0:
      return [...head, `    say: "Passo ${i}: olá, <b>{lead.nome|firstName}</b>! Crédito de {lead.valorCredito|brl}."`, `    next: ${next}`];
    case 1:
      return [
        ...head,
        '    say: ["Qual é o seu e-mail?", "Prometo não enviar spam."]',
        '    input:',
        '      field: lead.email',
        '      kind: email',
        '      mask: phone',
        '      validate: [required, email]',
        '      action: checkName',
        `    next: ${next}`,
      ];
    case 2:
      return [
        ...head,
        '    say: "Qual plano?"',
        '    options:',
        '      - label: PAGA METADE',
        '        when: hasPlan',
        '        set: { consorcio.tipoPlano: CREDITO_PAGAMETADE, consorcio.categoriaId: 20 }',
        `        next: ${next}`,
        '      - label: SALVAR',
        '        action: saveLead',
        `        on: { ok: ${next}, error: ${oops} }`,
        '      - label: FALAR COM OS ESPECIALISTAS',
        '        link: specialists',
      ];
    case 3:
      return [...head, '    action: saveLead', '    on:', `      ok: ${next}`, `      error: ${oops}`];
    default:
      return [...head, '    component: planCarousel', '    next:', '      - when: hasPlan', `        to: ${next}`, `      - to: ${next}`];
  }
}
