import { sanitizeHtmlWith } from '@app/contracts/html-policy';

/**
 * The player app's HTML policy (contracts/html-policy.ts) on the server: DOMPurify over a jsdom
 * window, made on first use (jsdom takes a moment to load; most processes never save content).
 */
let purifier: Promise<(html: string) => string> | null = null;

export function sanitizeContentHtml(html: string): Promise<string> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    return (value: string) => sanitizeHtmlWith(purify, value);
  })();
  return purifier.then((sanitize) => sanitize(html));
}
