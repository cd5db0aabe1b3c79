// A small local ESLint rule that enforces the design's import boundaries (shared/design.md):
//   - packages/* import no apps/*; apps/web and apps/server never import each other.
//   - in apps/web/src: shared -> features -> app, one way; a feature never imports another.
// It resolves relative specifiers and the web app's "@/" alias to real paths, so "../../x" cannot
// sneak past a string pattern.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');

function resolveSpecifier(fromFile, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  if (spec.startsWith('@/')) return path.join(webSrc, spec.slice(2));
  if (spec.startsWith('@app/'))
    return path.join(
      root,
      spec.startsWith('@app/contracts')
        ? 'packages/contracts'
        : 'apps/' + spec.slice(5).split('/')[0],
    );
  return null; // a package from node_modules
}

function area(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'packages') return { part: 'packages' };
  if (rel[0] === 'apps' && rel[1] === 'server') return { part: 'server' };
  if (rel[0] === 'apps' && rel[1] === 'web') {
    const inSrc = rel[2] === 'src';
    const layer = inSrc ? rel[3] : undefined;
    return { part: 'web', layer, feature: layer === 'features' ? rel[4] : undefined };
  }
  return { part: 'other' };
}

function violation(fromFile, target) {
  const from = area(fromFile);
  const to = area(target);
  if (from.part === 'packages' && (to.part === 'web' || to.part === 'server'))
    return 'packages must not import apps';
  if (from.part === 'web' && to.part === 'server') return 'the web app must not import the server';
  if (from.part === 'server' && to.part === 'web') return 'the server must not import the web app';
  if (from.part === 'web' && to.part === 'web') {
    if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app'))
      return 'shared/ must not import features/ or app/';
    if (from.layer === 'features' && to.layer === 'app') return 'features must not import app/';
    if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature)
      return `feature "${from.feature}" must not import feature "${to.feature}"; move what both need to shared/`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { boundary: 'Import boundary: {{why}} ({{spec}}).' },
  },
  create(context) {
    const file = context.filename;
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(file, spec);
      if (!target) return;
      const why = violation(file, target);
      if (why) context.report({ node, messageId: 'boundary', data: { why, spec } });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};

export default { rules: { imports: rule } };
