// What developers need of an etapa, behind "detalhes (para quem mantém o sistema)": where it is
// written (file:line), its input, validators, options, actions and guards, each name with the code
// file implementing it, and the example situation's name.
import { Details as Disclosure } from './Notice.tsx';
import type { CodeName, Details } from './stepDetailsTypes.ts';

const code = (name: CodeName | null, role: string) =>
  name ? `${role}: ${name.negated ? '!' : ''}${name.name} → ${name.file ?? '(implementação não encontrada)'}` : null;

/** One line per fact, in the order a developer reads the YAML. */
function codeLines(d: Details): string[] {
  const lines: Array<string | null> = [`etapa ${d.id} em ${d.place.file}:${d.place.line}`, code(d.action, 'ação'), code(d.component, 'componente')];
  if (d.input) {
    lines.push(`entrada: guarda ${d.input.field} (${d.input.kind})`, code(d.input.mask, 'máscara'), code(d.input.action, 'ação da entrada'));
    lines.push(...d.input.validators.map((v) => code(v, 'validação')));
  }
  for (const option of d.options) {
    lines.push(
      `opção ${option.index + 1} «${option.label}»${option.to.length > 0 ? ` → ${option.to.join(', ')}` : ''}${option.link ? ` (abre o link ${option.link})` : ''}`,
    );
    lines.push(code(option.when, '  aparece quando'), code(option.action, '  ação'));
  }
  lines.push(...d.guards.map((g) => `${g.when ? code(g.when, 'condição') : 'senão'} → ${g.to}`));
  lines.push(...d.outcomes.map((o) => `em ${o.on} → ${o.to}`));
  if (d.situation) lines.push(`situação de exemplo da prévia: ${d.situation.name}`);
  return lines.filter((line): line is string => line !== null);
}

export function StepCode({ details }: { details: Details }) {
  return <Disclosure lines={codeLines(details)} />;
}
