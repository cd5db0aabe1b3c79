/**
 * Renames every event-handler attribute (`on…`) in untrusted HTML to `x-on…` BEFORE any DOM
 * parses it. Why: Chromium checks the page's Content-Security-Policy when a parser creates an
 * event-handler attribute, even in the inert documents a sanitiser parses into (DOMParser,
 * <template>, createHTMLDocument). Nothing runs there, but every `onerror=` in announcement HTML
 * would be reported as a CSP violation. DOMPurify (html-policy.ts) still removes
 * every attribute it does not know, `x-on…` included; this pass only keeps its parse quiet.
 *
 * Sound by over-approximation: a start tag begins with `<` and an ASCII letter, and from there
 * the tokenizer's tag and attribute states (HTML spec 13.2.5.6 to 13.2.5.42) do not depend on
 * the tree builder. So every `<letter` is scanned as if it opened a tag (also inside comments,
 * raw text or attribute values, where the browser may or may not see a tag): whatever the
 * browser's real reading, each attribute it creates is among those found. A scan that meets a
 * (position, state) pair already scanned stops, so the pass is linear in the input.
 */

const enum S {
  TagName,
  SelfClosing,
  BeforeName,
  Name,
  AfterName,
  BeforeValue,
  DoubleQuoted,
  SingleQuoted,
  Unquoted,
  AfterQuoted,
}
const STATES = 10;

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isAlpha = (c: string | undefined) => !!c && /[A-Za-z]/.test(c);

export function neutraliseEventAttributes(html: string): string {
  const n = html.length;
  const seen = new Uint8Array(n * STATES);
  const marks = new Set<number>();

  const startsHandler = (i: number) =>
    (html[i] === 'o' || html[i] === 'O') && (html[i + 1] === 'n' || html[i + 1] === 'N');

  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', open + 1)) {
    if (!isAlpha(html[open + 1])) continue;
    let state: S = S.TagName;
    let i = open + 2;
    while (i < n) {
      const key = i * STATES + state;
      if (seen[key]) break;
      seen[key] = 1;
      const c = html[i]!;
      let next: S | 'end' = state;
      let advance = true;
      switch (state) {
        case S.TagName:
          if (isSpace(c)) next = S.BeforeName;
          else if (c === '/') next = S.SelfClosing;
          else if (c === '>') next = 'end';
          break;
        case S.SelfClosing:
          if (c === '>') next = 'end';
          else [next, advance] = [S.BeforeName, false];
          break;
        case S.BeforeName:
          if (isSpace(c)) break;
          if (c === '/' || c === '>') [next, advance] = [S.AfterName, false];
          else {
            if (startsHandler(i)) marks.add(i);
            next = S.Name; // '=' here starts a name too (spec: unexpected-equals-sign)
          }
          break;
        case S.Name:
          if (isSpace(c) || c === '/' || c === '>') [next, advance] = [S.AfterName, false];
          else if (c === '=') next = S.BeforeValue;
          break;
        case S.AfterName:
          if (isSpace(c)) break;
          if (c === '/') next = S.SelfClosing;
          else if (c === '=') next = S.BeforeValue;
          else if (c === '>') next = 'end';
          else [next, advance] = [S.BeforeName, false];
          break;
        case S.BeforeValue:
          if (isSpace(c)) break;
          if (c === '"') next = S.DoubleQuoted;
          else if (c === "'") next = S.SingleQuoted;
          else if (c === '>') next = 'end';
          else [next, advance] = [S.Unquoted, false];
          break;
        case S.DoubleQuoted:
          if (c === '"') next = S.AfterQuoted;
          break;
        case S.SingleQuoted:
          if (c === "'") next = S.AfterQuoted;
          break;
        case S.Unquoted:
          if (isSpace(c)) next = S.BeforeName;
          else if (c === '>') next = 'end';
          break;
        case S.AfterQuoted:
          if (isSpace(c)) next = S.BeforeName;
          else if (c === '/') next = S.SelfClosing;
          else if (c === '>') next = 'end';
          else [next, advance] = [S.BeforeName, false];
          break;
      }
      if (next === 'end') break;
      state = next;
      if (advance) i += 1;
    }
  }

  if (marks.size === 0) return html;
  let out = '';
  let last = 0;
  for (const at of [...marks].sort((a, b) => a - b)) {
    out += `${html.slice(last, at)}x-`;
    last = at;
  }
  return out + html.slice(last);
}
