// No import cycles anywhere in the repository (issue 11): a cycle makes module order matter and
// hides a missing layer. ESLint lints one file at a time, so this rule builds the import graph
// of the whole repository once per process (TypeScript's parser, no type checking: about a
// second), finds its strongly connected components, and reports each import of a linted file
// that leads back to it, with the path of the cycle.
//
// Counted: value imports and re-exports, side-effect imports, and dynamic import() (a lazily
// loaded module that imports its loader back is still a cycle). Not counted: `import type`,
// `export type`, and imports whose every name is a type (they vanish at run time). Specifiers
// are resolved like the workspaces do: relative paths, the web app's "@/" alias and
// "@app/contracts/*"; packages from node_modules are not followed.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'tools', 'scripts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', '.data', 'drizzle', 'test-results']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function listSources(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(full, out);
    else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts'))
      out.push(full);
  }
  return out;
}

function withExtension(base, files) {
  if (files.has(base)) return base;
  for (const ext of EXTENSIONS) if (files.has(base + ext)) return base + ext;
  for (const ext of EXTENSIONS)
    if (files.has(path.join(base, 'index' + ext))) return path.join(base, 'index' + ext);
  // TypeScript's ESM style: "./x.js" names x.ts.
  const js = /\.m?js$/.exec(base);
  if (js) return withExtension(base.slice(0, -js[0].length), files);
  return null;
}

function resolve(fromFile, spec, files) {
  let base = null;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else if (spec.startsWith('@/')) base = path.join(root, 'apps/web/src', spec.slice(2));
  else if (spec.startsWith('@app/contracts/'))
    base = path.join(root, 'packages/contracts/src', spec.slice('@app/contracts/'.length));
  return base === null ? null : withExtension(base, files);
}

/** True when every name the declaration brings in is a type (nothing is loaded for it). */
function typeOnly(clause) {
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  if (ts.isImportClause(clause)) {
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
      ? bindings.elements.every((e) => e.isTypeOnly)
      : false;
  }
  // export { a, type B } from '...'
  const exports = clause.exportClause;
  return !!exports && ts.isNamedExports(exports) && exports.elements.length > 0
    ? exports.elements.every((e) => e.isTypeOnly)
    : false;
}

/** The specifiers a file loads at run time, with their line (1-based). */
function runtimeImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const add = (node, spec) =>
    found.push({
      spec,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnly(node.importClause)) add(node, node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node))
        add(node, node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Tarjan's strongly connected components; returns file -> component id (cycles only). */
function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let next = 0;
  let components = 0;
  const strongConnect = (start) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = graph.get(node) ?? [];
      if (i < targets.length) {
        frame[1] += 1;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        const selfLoop = (graph.get(node) ?? []).includes(node);
        if (members.length > 1 || selfLoop) {
          for (const m of members) componentOf.set(m, components);
          components += 1;
        }
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) strongConnect(node);
  return componentOf;
}

let cached = null;

/** The repository's import graph and its cycles, built once per ESLint process. */
function importGraph() {
  if (cached) return cached;
  const sources = SOURCE_ROOTS.flatMap((dir) => listSources(path.join(root, dir), []));
  const files = new Set(sources);
  const graph = new Map();
  for (const file of sources) {
    const targets = runtimeImports(file)
      .map((i) => resolve(file, i.spec, files))
      .filter((t) => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  cached = { files, graph, componentOf: cyclicComponents(graph) };
  return cached;
}

/** The shortest import path from `from` back to `to`, inside one component. */
function pathBack(graph, componentOf, from, to) {
  const component = componentOf.get(to);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (previous.has(next) || componentOf.get(next) !== component) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const chain = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node))
    chain.unshift(node);
  return chain;
}

export const noCycleRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both need into a third module.' },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const { files, graph, componentOf } = importGraph();
    if (!componentOf.has(file)) return {};
    const component = componentOf.get(file);
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolve(file, spec, files);
      if (target === null || componentOf.get(target) !== component) return;
      const chain = pathBack(graph, componentOf, target, file);
      const names = [file, ...chain].map((f) => path.relative(root, f)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { chain: names } });
    };
    const typeOnlyNode = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (n) => typeOnlyNode(n) || check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && !typeOnlyNode(n) && check(n, n.source.value),
      ExportAllDeclaration: (n) => n.exportKind !== 'type' && check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};
