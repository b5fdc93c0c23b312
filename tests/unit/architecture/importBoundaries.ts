// The architecture's forbidden import edges, checked on the source: each rule names the folder it
// applies to, the folders it must not import, and whether type-only imports are allowed. Imports
// are read with vite's parser (oxc), so `import type`, `import { type X }`, re-exports and dynamic
// import() are told apart exactly.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import { parseAst } from 'vite';

export interface Rule {
  /** Folder (repo-relative, '/'-separated) whose files the rule applies to. */
  from: string;
  /** Folders those files must not import. */
  forbid: string[];
  /** Folders exempt from `forbid` (e.g. the folder itself). */
  allow?: string[];
  /** When true, imports that vanish at run time (type-only) are allowed. */
  typesAllowed?: boolean;
  why: string;
}

export const RULES: Rule[] = [
  { from: 'src/engine', forbid: ['src/ui', 'src/api'], why: 'the runtime knows nothing of React or HTTP' },
  {
    from: 'src/domain',
    forbid: ['src', 'server'],
    allow: ['src/domain'],
    typesAllowed: true,
    why: 'business rules are pure: at run time they import only each other (types from anywhere)',
  },
  { from: 'src/ui', forbid: ['src/api'], why: 'screens reach the API only through actions' },
  { from: 'server', forbid: ['src/ui', 'src/engine'], why: 'the sandbox serves the contract; it shares only domain rules and types' },
  { from: 'src', forbid: ['src/studio'], allow: ['src/studio'], why: 'the editor studio is a development tool: the chat never loads its code' },
];

export interface ImportEdge {
  specifier: string;
  line: number;
  typeOnly: boolean;
}

/** Every import of one source file: static, re-export and dynamic, with its line. */
export function importsOf(source: string, file: string): ImportEdge[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
  const program = parseAst(source, { lang });
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const edges: ImportEdge[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, any>;
    const from = n.source?.type === 'Literal' && typeof n.source.value === 'string' ? (n.source.value as string) : undefined;
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && from) {
      const kind = n.importKind ?? n.exportKind;
      const specifiers: Array<Record<string, any>> = n.specifiers ?? [];
      const everyType = specifiers.length > 0 && specifiers.every((s) => (s.importKind ?? s.exportKind) === 'type');
      edges.push({ specifier: from, line: lineOf(n.start), typeOnly: kind === 'type' || everyType });
    } else if (n.type === 'ImportExpression' && from) {
      edges.push({ specifier: from, line: lineOf(n.start), typeOnly: false });
    } else if (n.type === 'TSImportType') {
      return; // import('x').T in a type position
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(program.body);
  return edges;
}

/** One line per forbidden import: file:line, the import as written, where it points and why not. */
export function violations(files: Array<{ path: string; source: string }>, rules: Rule[] = RULES): string[] {
  const found: string[] = [];
  const within = (path: string, folder: string) => path === folder || path.startsWith(folder + '/');
  for (const { path, source } of files) {
    const applying = rules.filter((rule) => within(path, rule.from));
    if (applying.length === 0) continue;
    for (const edge of importsOf(source, path)) {
      if (!edge.specifier.startsWith('.')) continue; // packages are not ours
      const target = normalize(join(dirname(path), edge.specifier)).split(sep).join('/');
      for (const rule of applying) {
        if (edge.typeOnly && rule.typesAllowed) continue;
        if (rule.allow?.some((folder) => within(target, folder))) continue;
        const banned = rule.forbid.find((folder) => within(target, folder));
        if (banned) found.push(`${path}:${edge.line} imports '${edge.specifier}' (${target}): ${rule.from} must not import ${banned} — ${rule.why}`);
      }
    }
  }
  return found;
}

/** The TypeScript sources under the given repo folders. */
export function sourcesUnder(root: string, folders: string[]): Array<{ path: string; source: string }> {
  const out: Array<{ path: string; source: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (['.ts', '.tsx'].includes(extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
        out.push({ path: relative(root, full).split(sep).join('/'), source: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out;
}
