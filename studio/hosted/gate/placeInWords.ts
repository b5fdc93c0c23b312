// Where a problem is, said as an editor names places: "na etapa «Qual é o seu e-mail?» da conversa
// Cadastro", "no texto do parceiro rota99 para a etapa «Olá…»", "nas cores do parceiro rota99" —
// found from the file and line of a compiler diagnostic in the content files themselves (the step
// or section whose lines hold it), so every diagnostic gets a place without the compiler knowing
// about editors. The file:line:col stays in the details for developers.
import { isMap, isScalar, LineCounter, type Pair, parseDocument } from 'yaml';
import { flowPartName } from '../ui/flowParts.ts';

type Files = Readonly<Record<string, string>>;

const stem = (path: string) => path.replace(/^.*\//, '').replace(/\.ya?ml$/, '');

/**
 * The top-level key and the key below it whose lines hold `line` (1-based), e.g. ['steps', 'lead-email'],
 * and whether the text parsed: one that does not has no reliable tree, so the keys written above the line say where it is.
 */
export function keysAtLine(text: string, line: number): { keys: string[]; parsed: boolean } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  if (doc.errors.length > 0) return { keys: keysAboveLine(text, line), parsed: false };
  const found: string[] = [];
  let node: unknown = doc.contents;
  for (let depth = 0; depth < 2 && isMap(node); depth++) {
    const pair = (node.items as Pair[]).find((item) => holds(item, line, lineCounter));
    if (!pair || !isScalar(pair.key)) break;
    found.push(String(pair.key.value));
    node = pair.value;
  }
  return { keys: found, parsed: true };
}

const KEY_LINE = /^( *)(["']?)([^\s#'"\-[{][^:#]*?)\2:(?:\s|$)/;

/** The nearest top-level key written at or above `line`, and the nearest key one level below it. */
export function keysAboveLine(text: string, line: number): string[] {
  const lines = text.split('\n').slice(0, line);
  let child: { indent: number; key: string } | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = KEY_LINE.exec(lines[i]);
    if (!match) continue;
    const indent = match[1].length;
    if (indent === 0) return child ? [match[3], child.key] : [match[3]];
    // A shallower key is the entry holding the deeper ones seen so far; a sibling at the same depth is not.
    if (!child || indent < child.indent) child = { indent, key: match[3] };
  }
  return [];
}

function holds(pair: Pair, line: number, counter: LineCounter): boolean {
  const start = (pair.key as { range?: number[] } | null)?.range?.[0];
  const end = (pair.value as { range?: number[] } | null)?.range?.[1] ?? (pair.key as { range?: number[] } | null)?.range?.[1];
  if (start === undefined || end === undefined) return false;
  return counter.linePos(start).line <= line && line <= counter.linePos(Math.max(start, end - 1)).line;
}

/** The first words of a step's first text, plain: how an editor recognises an etapa. */
export function stepWords(files: Files, stepId: string): string | undefined {
  for (const [path, text] of Object.entries(files)) {
    if (!/^flows\/[^/]+\.ya?ml$/.test(path) || !text.includes(stepId)) continue;
    const steps = (parseQuietly(text) as { steps?: Record<string, { say?: unknown }> } | undefined)?.steps;
    const say = steps?.[stepId]?.say;
    const first = Array.isArray(say) ? say[0] : say;
    if (typeof first === 'string') return shortPlain(first);
  }
  return undefined;
}

function parseQuietly(text: string): unknown {
  try {
    return parseDocument(text, { uniqueKeys: false }).toJS();
  } catch {
    return undefined;
  }
}

function shortPlain(text: string, max = 50): string {
  const plain = text
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/** "etapa «Olá…»" (its first words), else "etapa de código «lead-email»". */
function stepName(files: Files, stepId: string): string {
  const words = stepWords(files, stepId);
  return words ? `etapa «${words}»` : `etapa de código «${stepId}»`;
}

/** Where the problem is, starting lower-case ("na etapa …"); `files` are the content the diagnostic was found in. */
export function placeInWords(file: string, line: number, files: Files): string {
  const text = files[file];
  const { keys, parsed } = text === undefined ? { keys: [], parsed: true } : keysAtLine(text, line);
  const place = placeOf(file, keys, files);
  // In a text that does not parse the place is a guess from the keys above: the line makes it exact.
  return parsed || line < 1 ? place : `${place}, perto da linha ${line}`;
}

function placeOf(file: string, keys: readonly string[], files: Files): string {
  if (file.startsWith('flows/tests/')) return `nos testes de conversa «${stem(file)}»`;
  if (file.startsWith('flows/fixtures/')) return `na situação de exemplo «${stem(file)}»`;
  if (/^flows\/[^/]+\.ya?ml$/.test(file)) return inFlow(flowPartName(stem(file)), keys, files);
  if (file === 'variants/defaults.yaml') return `nas configurações comuns a todos os parceiros${inPartner(keys, files)}`;
  if (/^variants\/[^/]+\.ya?ml$/.test(file)) {
    const partner = stem(file);
    if (keys[0] === 'texts' && keys[1]) return `no texto do parceiro ${partner} para a ${stepName(files, keys[1])}`;
    if (keys[0] === 'theme') return `nas cores do parceiro ${partner}`;
    return `no arquivo do parceiro ${partner}${inPartner(keys, files)}`;
  }
  if (file.startsWith('public/')) return `na imagem ${file.slice('public/'.length)}`;
  return `no arquivo ${file}`;
}

function inFlow(part: string, keys: readonly string[], files: Files): string {
  const [section, id] = keys;
  if (section === 'steps' && id) return `na ${stepName(files, id)} da conversa ${part}`;
  if (section === 'messages' && id) return `na mensagem «${id}» da conversa ${part}`;
  if (section === 'ui') return `nos textos da tela (conversa ${part})`;
  return `na conversa ${part}`;
}

/** A partner file's own setting, named by its key: ", na configuração «route»". */
function inPartner(keys: readonly string[], files: Files): string {
  const [section, id] = keys;
  if (section === 'texts' && id) return `, no texto para a ${stepName(files, id)}`;
  return section ? `, na configuração «${section}»` : '';
}
