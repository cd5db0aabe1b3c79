import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeAccess } from '@/shared/lib/route-access';
import { clientRenderedPublicRoutes, firstScreenModules } from './server-routes';

const webRoot = path.resolve(import.meta.dirname, '../..');
const source = (file: string) => readFileSync(path.join(webRoot, file), 'utf8');
const importOf = (module: string) =>
  `import('${module.replace(/^src\//, '@/').replace(/\.tsx$/, '')}')`;

describe('first-screen modules of the server-rendered routes', () => {
  it('names every public route but those the browser renders on its own, and only those', () => {
    const publicRoutes = Object.entries(routeAccess)
      .filter(([, level]) => level === 'public')
      .map(([id]) => id)
      .sort();
    expect([...Object.keys(firstScreenModules), ...clientRenderedPublicRoutes].sort()).toEqual(
      publicRoutes,
    );
  });

  it('names modules that exist and that the screen table (or home) loads as the screen', () => {
    const router = source('src/app/screens.tsx');
    const home = source('src/app/routes/home-route.tsx');
    for (const [id, [module, ...parts]] of Object.entries(firstScreenModules)) {
      for (const part of parts) expect(existsSync(path.join(webRoot, part)), part).toBe(true);
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
      const loader = id === 'home' ? home : router;
      expect(loader.replace(/\s+/g, ''), `${id}: ${module}`).toContain(importOf(module));
    }
  });
});
