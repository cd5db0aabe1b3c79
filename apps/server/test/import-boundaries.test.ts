import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../../tools/eslint-boundaries.js';
import { repoRoot } from '../src/paths';

/**
 * The server's layering is enforced by lint (tools/eslint-boundaries.js): routes -> services ->
 * repositories -> database. Each case lints one import as if written in a file of that layer.
 */
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' as const },
  },
];

function problems(file: string, spec: string): string[] {
  const filename = path.join(repoRoot(), 'apps/server/src', file);
  return linter
    .verify(`import x from '${spec}';\nexport default x;\n`, config, { filename })
    .map((m) => m.message);
}

describe('server import boundaries', () => {
  it('keeps routes off repositories, the database, seed data and drizzle', () => {
    expect(problems('areas/games/game-routes.ts', '../../repositories/game-repository')).toEqual([
      expect.stringContaining('routes must not import repositories'),
    ]);
    expect(problems('http/endpoint-routes.ts', '../db/create-db')).toEqual([
      expect.stringContaining('routes must not import the database'),
    ]);
    expect(problems('areas/games/game-routes.ts', 'drizzle-orm')).toEqual([
      expect.stringContaining('only repositories'),
    ]);
    expect(problems('areas/games/game-routes.ts', '../../services/favourite-service')).toEqual([]);
    expect(problems('areas/games/game-routes.ts', './games-area')).toEqual([
      expect.stringContaining("an area's wiring"),
    ]);
  });

  it('keeps services off the database and drizzle; repositories are theirs', () => {
    expect(problems('services/wallet-service.ts', '../db/create-db')).toEqual([
      expect.stringContaining('services must not import the database'),
    ]);
    expect(problems('services/wallet-service.ts', 'drizzle-orm/pg-core')).toEqual([
      expect.stringContaining('only repositories'),
    ]);
    expect(problems('services/wallet-service.ts', '../http/scopes')).toEqual([
      expect.stringContaining('services must not import HTTP code'),
    ]);
    expect(problems('services/wallet-service.ts', '../repositories/wallet-repository')).toEqual([]);
  });

  it('lets only repositories, db/ and seed code touch drizzle', () => {
    expect(problems('repositories/game-repository.ts', 'drizzle-orm')).toEqual([]);
    expect(problems('db/create-db.ts', '@electric-sql/pglite')).toEqual([]);
    expect(problems('app.ts', 'drizzle-orm')).toEqual([
      expect.stringContaining('only repositories'),
    ]);
    expect(problems('areas/games/games-area.ts', 'pg')).toEqual([
      expect.stringContaining('only repositories'),
    ]);
  });

  it('keeps db/seed-data/ out of runtime code; seed code may read it', () => {
    const seedData = '../db/seed-data/game-catalogue';
    expect(problems('services/game-artwork.ts', seedData)).toEqual([
      expect.stringContaining('db/seed-data/'),
    ]);
    expect(problems('areas/app-services.ts', './../db/seed-data/promotions')).toEqual([
      expect.stringContaining('db/seed-data/'),
    ]);
    expect(problems('seed/game-catalogue-seed.ts', seedData)).toEqual([]);
  });

  it('lets an area wire repositories into services', () => {
    expect(problems('areas/games/games-area.ts', '../../repositories/game-repository')).toEqual([]);
    expect(problems('areas/core.ts', '../db/create-db')).toEqual([]);
  });
});
