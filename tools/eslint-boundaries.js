// A small local ESLint rule that enforces the design's import boundaries (shared/design.md):
//   - packages/* import no apps/*; apps/web and apps/server never import each other.
//   - in apps/web/src: shared -> features -> app, one way; a feature never imports another.
//   - in apps/server/src: routes -> services -> repositories -> database (serverLayer below):
//     routes (areas/*/ handlers, http/) import no repositories, database or seed code; services
//     import no database, seed or HTTP code; only repositories, db/ and seed code touch drizzle
//     or the database drivers; and only db/ and seed/ read db/seed-data/ (runtime code keeps
//     what it needs elsewhere, e.g. services/banner-artwork.ts).
// It resolves relative specifiers and the web app's "@/" alias to real paths, so "../../x" cannot
// sneak past a string pattern.
import path from 'node:path';
import { noCycleRule } from './import-cycles.js';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const serverRoot = path.join(root, 'apps/server');

/** Packages that talk to the database: only the data layer may import them. */
const DATABASE_PACKAGES = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;

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

/**
 * The server's layers, from the file's place: the wiring of an area (areas/core.ts,
 * areas/app-services.ts, areas/<area>/<area>-area.ts) is the one place that knows both
 * repositories and services; every other file under areas/ and http/ is HTTP (routes).
 */
function serverLayer(file) {
  const rel = path.relative(serverRoot, file).split(path.sep);
  if (rel[0] !== 'src') return 'outside'; // tests, build and drizzle-kit config
  if (rel.at(-1).endsWith('.test.ts')) return 'outside';
  const [, top, ...rest] = rel;
  if (top === 'repositories') return 'repositories';
  if (top === 'db') return rest[0] === 'seed-data' ? 'seed-data' : 'db';
  if (top === 'seed') return 'seed';
  if (top === 'services') return 'services';
  if (top === 'http') return 'routes';
  if (top === 'areas')
    return rest.length === 1 || /-area(\.ts)?$/.test(rest.at(-1)) ? 'wiring' : 'routes';
  return 'app'; // app.ts, main.ts, config, cli/, the demo game's page
}

const serverRules = {
  routes: {
    repositories: 'routes must not import repositories; call a service',
    db: 'routes must not import the database; call a service',
    'seed-data': 'runtime code must not import db/seed-data/',
    seed: 'routes must not import seed code',
    wiring: "routes must not import an area's wiring; take services as arguments",
  },
  services: {
    db: 'services must not import the database; go through a repository',
    'seed-data': 'runtime code must not import db/seed-data/',
    seed: 'services must not import seed code',
    routes: 'services must not import HTTP code (routes, http/)',
    wiring: "services must not import an area's wiring",
  },
  wiring: { 'seed-data': 'runtime code must not import db/seed-data/' },
  app: { 'seed-data': 'runtime code must not import db/seed-data/' },
  repositories: {
    'seed-data': 'runtime code must not import db/seed-data/',
    routes: 'repositories must not import HTTP code',
  },
};

/** A database package imported outside the data layer (repositories, db/, seed code). */
function databasePackageViolation(fromFile, spec) {
  if (!DATABASE_PACKAGES.test(spec)) return null;
  if (area(fromFile).part !== 'server') return null;
  const layer = serverLayer(fromFile);
  if (['repositories', 'db', 'seed-data', 'seed', 'outside'].includes(layer)) return null;
  return `only repositories (and db/, seed code) may import ${spec.split('/')[0]}`;
}

function violation(fromFile, target) {
  const from = area(fromFile);
  const to = area(target);
  if (from.part === 'packages' && (to.part === 'web' || to.part === 'server'))
    return 'packages must not import apps';
  if (from.part === 'web' && to.part === 'server') return 'the web app must not import the server';
  if (from.part === 'server' && to.part === 'web') return 'the server must not import the web app';
  if (from.part === 'server' && to.part === 'server') {
    const why = serverRules[serverLayer(fromFile)]?.[serverLayer(target)];
    if (why) return why;
  }
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
      const database = databasePackageViolation(file, spec);
      if (database) context.report({ node, messageId: 'boundary', data: { why: database, spec } });
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

export default { rules: { imports: rule, 'no-cycle': noCycleRule } };
