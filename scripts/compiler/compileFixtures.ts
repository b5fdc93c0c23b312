// State fixtures (flows/fixtures/*.yaml): named conversation states that open the chat at any step
// in development. Each file is checked against fixture.schema.json; its `extends` chain is merged
// over the initial state and the result must satisfy state.schema.json, every problem reported at
// the fixture's own line. Replayed actions are resolved against the action registry when given;
// the placeholders of its `descricao` (the editors' words) must name values of its merged state.
import { initialState } from '../../src/engine/initialState.ts';
import type { ConversationState, StateFixture } from '../../src/contracts/content.ts';
import type { Diagnostic } from './diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { fixtureWords } from './fixtureWords.ts';
import { mergeDeep } from './resolveVariants.ts';
import { schemaCheck } from './schemaCheck.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';

export const FIXTURES_DIR = 'flows/fixtures';

/** flows/fixtures/plan-chosen.yaml → "plan-chosen". */
export function fixtureName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '');
}

interface RawFixture {
  description?: string;
  descricao?: string;
  extends?: string;
  state?: Record<string, unknown>;
  replay?: Array<{ action: string; input?: string | number }>;
}

export function compileFixtures(sources: readonly YamlSource[], actions: ReadonlySet<string> | undefined, out: Diagnostic[]): Record<string, StateFixture> {
  const byName = new Map<string, YamlSource>();
  const valid = new Set<string>();
  for (const source of sources) {
    out.push(...source.diagnostics);
    if (source.data === undefined) continue;
    const name = fixtureName(source.file);
    byName.set(name, source);
    const problems = schemaCheck(source, 'fixture', (path) => `fixture "${name}": ${describe(path)}`);
    out.push(...problems);
    if (problems.length === 0) valid.add(name);
  }

  const resolved: Record<string, StateFixture> = {};
  const resolve = (name: string, stack: string[]): StateFixture | undefined => {
    if (resolved[name]) return resolved[name];
    const source = byName.get(name);
    if (!source || !valid.has(name)) return undefined;
    const data = source.data as RawFixture;
    let base: StateFixture = { description: '', descricao: '', state: initialState(), replay: [] };
    if (data.extends !== undefined) {
      const parent = data.extends;
      if (!byName.has(parent)) {
        out.push(
          source.report(['extends'], 'error', {
            code: 'fixture.extends-unknown',
            message: `fixture "${name}": extends "${parent}", which is not a fixture file${suggestion(parent, byName.keys())}`,
            args: { fixture: name, name: parent },
          }),
        );
        return undefined;
      }
      if (stack.includes(parent)) {
        const cycle = [...stack, name, parent].join(' → ');
        out.push(
          source.report(['extends'], 'error', {
            code: 'fixture.extends-cycle',
            message: `fixture "${name}": extends cycle ${cycle}`,
            args: { fixture: name, cycle },
          }),
        );
        return undefined;
      }
      const inherited = resolve(parent, [...stack, name]);
      if (!inherited) return undefined; // the parent's own problem is reported on its file
      base = inherited;
    }
    const state = mergeDeep(base.state as unknown as Record<string, unknown>, data.state ?? {});
    const stateProblems = schemaCheck(source, 'state', (path) => `fixture "${name}": ${describe(path)}`, { data: state, at: ['state'] });
    out.push(...stateProblems, ...unfilledWords(source, name, data.descricao ?? '', state));
    const replay = data.replay ?? [];
    if (actions) {
      replay.forEach((entry, index) => {
        if (!actions.has(entry.action)) {
          const message = `fixture "${name}": replay[${index}].action "${entry.action}" is not a registered action${suggestion(entry.action, actions)}`;
          out.push(
            source.report(['replay', index, 'action'], 'error', { code: 'fixture.replay-action', message, args: { fixture: name, name: entry.action } }),
          );
        }
      });
    }
    if (stateProblems.length > 0) return undefined;
    resolved[name] = {
      description: data.description ?? '',
      descricao: data.descricao ?? '',
      state: state as unknown as ConversationState,
      replay: [...base.replay, ...replay],
    };
    return resolved[name];
  };
  for (const name of [...byName.keys()].sort()) resolve(name, []);
  return resolved;
}

/** A placeholder of the editors' words that the fixture's state cannot fill. */
function unfilledWords(source: YamlSource, name: string, descricao: string, state: unknown): Diagnostic[] {
  const problems: Diagnostic[] = [];
  fixtureWords(descricao, state, (placeholder) => {
    const message = `fixture "${name}": descricao's ${placeholder} names no value of this fixture's state (or an unknown formatter)`;
    problems.push(source.report(['descricao'], 'error', { code: 'fixture.descricao-value', message, args: { fixture: name, name: placeholder } }));
  });
  return problems;
}

/** ['state', 'lead', 'nome'] → "state.lead.nome: ". */
function describe(path: DataPath): string {
  if (path.length === 0) return '';
  return (
    path.map((segment, i) => (typeof segment === 'number' || /^\d+$/.test(String(segment)) ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('') +
    ': '
  );
}
