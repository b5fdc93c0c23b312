// Finds words a visitor would read that are written into the code instead of the content
// (flows/ui.yaml, flows/messages.yaml, the flows' texts), so an editor or a partner could not
// change them. Scans src/ui, src/domain, src/actions and src/preview (the dev chat's notices) with the TypeScript parser Vite ships;
// comments are not in the tree, test ids and class names sit in attributes no one reads.
//
// What counts as visitor-facing: JSX text; a string rendered as a JSX child (also through ?: and
// &&); the value of a read attribute (alt, title, placeholder, label, aria-label …) or of a
// property named like one (label, title, …Message); and anywhere else, a string that reads like
// Portuguese prose (two words or more, a letter with an accent) or a button (one word in capitals). What does not: type
// positions, imports, property keys, console and Error messages, analytics event names, CSS
// selectors and media queries, and the reviewed data values in DATA_VALUES below.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';
import type { Diagnostic } from './compiler/diagnostics.ts';

export const SCANNED_DIRS = ['src/ui', 'src/domain', 'src/actions', 'src/preview'];

/** Attributes a visitor (or a screen reader) reads. */
const READ_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'label', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext']);
/** Property names whose string value is shown (component props, swiper's a11y messages). */
const READ_PROPERTY = /^(label|title|alt|placeholder|text|caption|description|descricao|nome|[a-z]+Message)$/;
/** Calls whose string arguments are never shown to a visitor. */
const SILENT_CALLS = new Set(['error', 'warn', 'log', 'info', 'debug', 'track', 'querySelector', 'querySelectorAll', 'closest', 'matchMedia']);
const SILENT_CONSTRUCTORS = new Set(['Error', 'TypeError', 'RangeError']);

/**
 * Strings that look like words but are data another system defines, reviewed one by one:
 * file → value → why it stays in code.
 */
const ASSET_CODE = 'an asset type code of the API (spec section 4)';
const CURRENCY = 'an ISO 4217 currency code for Intl.NumberFormat';
const CARD_BRAND = "a card network's own wordmark, drawn on the card preview or sent to the acquirer";

export const DATA_VALUES: Record<string, Record<string, string>> = {
  'src/domain/planTypes.ts': {
    ...Object.fromEntries(['IMOVEL', 'CARRO', 'MOTO', 'SERVICO', 'CAMINHAO', 'MAQUINAS'].map((v) => [v, ASSET_CODE])),
    'Paga Metade': "the catalogue API's planosTipos[].name for this plan type",
    'Parcela Reduzida': "the catalogue API's planosTipos[].name for this plan type",
  },
  'src/ui/components/lead/categoryImage.ts': { CARRO: ASSET_CODE },
  'src/domain/money.ts': { BRL: CURRENCY },
  'src/actions/payment/finishPurchase.ts': { BRL: CURRENCY },
  'src/domain/cardPaymentPayload.ts': { VISA: CARD_BRAND },
  'src/ui/components/payment/CardPreview.tsx': { VISA: CARD_BRAND, AMEX: CARD_BRAND, DISCOVER: CARD_BRAND },
  'src/actions/lead/searchPlans.ts': {
    'Nenhum plano encontrado para essa faixa de renda': 'the catalogue API error the client matches on (not shown: the flow answers with its own text)',
    'Nenhum plano encontrado para essa faixa de credito': 'the catalogue API error the client matches on (not shown: the flow answers with its own text)',
  },
  'src/actions/proposal/createProposal.ts': {
    'O CEP informado, não é válido!': 'the proposal API error the client matches on (not shown: the flow answers with its own text)',
  },
};

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Every hard-coded visitor-facing string under root's scanned folders, as flows:check errors.
 * `ids` are the content's copy and message ids: a string naming one is a lookup key, not words.
 */
export function findHardcodedCopy(root: string, ids: ReadonlySet<string>, dirs: readonly string[] = SCANNED_DIRS): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(join(root, dir))) {
      const name = relative(root, file).split('\\').join('/');
      out.push(...scanSource(name, readFileSync(file, 'utf8'), ids));
    }
  }
  return out;
}

/** The findings in one file's source text. */
export function scanSource(file: string, source: string, ids: ReadonlySet<string> = new Set()): Diagnostic[] {
  const ast = parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as AstNode;
  const allowed = DATA_VALUES[file] ?? {};
  const out: Diagnostic[] = [];
  const report = (node: AstNode, text: string) => {
    if (text in allowed) return;
    const { line, col } = position(source, node.start);
    const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
    const message = `visitor-facing text "${shown}" is written in code: move it to flows/ui.yaml (or flows/messages.yaml) and read it by id (useCopy(), ctx.copy)`;
    out.push({ file, line, col, severity: 'error', message });
  };
  walk(ast, [], (node, ancestors) => {
    const text = textOf(node);
    if (text === undefined || !/\p{L}{2}/u.test(text) || ids.has(text)) return;
    const verdict = classify(node, ancestors);
    if (verdict === 'shown' || (verdict === 'elsewhere' && readsLikeProse(text))) report(node, text.trim());
  });
  return out;
}

function textOf(node: AstNode): string | undefined {
  if (node.type === 'JSXText') return String(node.value);
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateElement') return String((node.value as { cooked?: string }).cooked ?? '');
  return undefined;
}

/** shown: a visitor reads it; silent: never shown; elsewhere: depends on how it reads. */
function classify(node: AstNode, ancestors: readonly AstNode[]): 'shown' | 'silent' | 'elsewhere' {
  if (node.type === 'JSXText') return 'shown';
  let child: AstNode = node;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const parent = ancestors[i];
    const type = parent.type;
    if (type.startsWith('TS') && !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(type)) return 'silent';
    if (
      type === 'ImportDeclaration' ||
      (type === 'ExportNamedDeclaration' && parent.source === child) ||
      type === 'ExportAllDeclaration' ||
      type === 'ImportExpression'
    )
      return 'silent';
    if (type === 'JSXAttribute') return READ_ATTRIBUTES.has(attributeName(parent)) ? 'shown' : 'silent';
    if (type === 'JSXExpressionContainer') {
      const outer = ancestors[i - 1];
      if (outer && (outer.type === 'JSXElement' || outer.type === 'JSXFragment')) return 'shown';
    }
    if (type === 'Property') {
      if (parent.key === child && !parent.computed) return 'silent';
      const key = propertyName(parent);
      if (key !== undefined && READ_PROPERTY.test(key)) return 'shown';
      return 'elsewhere';
    }
    if (type === 'CallExpression' && parent.callee !== child && SILENT_CALLS.has(calleeName(parent.callee as AstNode) ?? '')) return 'silent';
    if (type === 'NewExpression' && SILENT_CONSTRUCTORS.has(calleeName(parent.callee as AstNode) ?? '')) return 'silent';
    if (type === 'ThrowStatement') return 'silent';
    // Compared, tested or used as a key: a value the code works with, not one it shows.
    if (type === 'BinaryExpression' || type === 'SwitchCase' || (type === 'ConditionalExpression' && parent.test === child)) return 'silent';
    if (type === 'MemberExpression' && parent.property === child) return 'silent';
    if (type === 'LogicalExpression' && parent.left === child) return 'silent';
    // A string passed to any other call, or declared, says nothing by its position: judge it by how it reads.
    if (type === 'CallExpression' || type === 'VariableDeclarator' || type === 'ReturnStatement' || type === 'AssignmentExpression') return 'elsewhere';
    child = parent;
  }
  return 'elsewhere';
}

/** A letter with an accent, two plain words or one in capitals (VOLTAR): prose, not an id or a class list. */
function readsLikeProse(text: string): boolean {
  if (/[À-ÖØ-öø-ÿ]/.test(text) || /^\s*[A-Z]{3,}\s*$/.test(text)) return true;
  return text.split(/\s+/).filter((word) => /^\p{L}{2,}[,.!?:;…]*$/u.test(word)).length >= 2;
}

function attributeName(attribute: AstNode): string {
  const name = attribute.name as AstNode;
  return name.type === 'JSXIdentifier' ? String(name.name) : `${String((name.namespace as AstNode).name)}:${String((name.name as AstNode).name)}`;
}

function propertyName(property: AstNode): string | undefined {
  const key = property.key as AstNode;
  if (key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

function calleeName(callee: AstNode): string | undefined {
  if (callee.type === 'Identifier') return String(callee.name);
  if (callee.type === 'MemberExpression') return calleeName(callee.property as AstNode);
  return undefined;
}

function walk(node: AstNode, ancestors: AstNode[], visit: (node: AstNode, ancestors: readonly AstNode[]) => void): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, ancestors, visit);
    } else if (isNode(value)) {
      walk(value, ancestors, visit);
    }
  }
  ancestors.pop();
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function position(source: string, offset: number): { line: number; col: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, col: offset - before.lastIndexOf('\n') };
}

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}
