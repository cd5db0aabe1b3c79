import type { ESLint } from 'eslint';

/** The local import-boundaries plugin (eslint-boundaries.js): one rule, `imports`. */
declare const plugin: ESLint.Plugin;
export default plugin;
