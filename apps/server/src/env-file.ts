import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

/**
 * Settings from a `.env` file at the repository root, read by `npm start`, `npm run dev` and
 * the admin CLI when it exists (whatever the working directory: npm runs workspace scripts in
 * apps/server). Variables already in the environment win, as with `node --env-file`.
 * Answers the file read, or null.
 */
export function loadEnvFile(file = path.join(repoRoot(), '.env')): string | null {
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
