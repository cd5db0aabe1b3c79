import { z } from 'zod';

/**
 * Zod in the browser (form schemas on lazy screens, response checks in development): its JIT
 * compiles parsers with `new Function`, which the Content-Security-Policy forbids (script-src
 * 'self', no eval), and even its feature probe reports a CSP violation. Jitless mode parses
 * without eval. Every browser module that parses with zod imports `z` from here, never from
 * 'zod' directly, so the setting is in place before the first parse.
 */
z.config({ jitless: true });

export { z };
