/**
 * Untrusted HTML for the issue 5 gate (e2e/untrusted-html.spec.ts): payloads an operator's
 * content, a compromised back office or a hostile relay could put in announcements, help items
 * and promotions. Each payload's script, were it ever to run, calls `__xssFired(<id>)` (the spec
 * defines it and fails on any call); every id is distinct so a failure names the payload.
 *
 * Sources: the OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet and the
 * mutation-XSS cases published against DOMPurify and browsers' parsers (namespace confusion via
 * math/svg/noscript/style). No payload points at a host other than the page's own: a request to
 * another origin would be a CSP violation, which the spec also counts as a failure.
 */

export type Payload = { id: number; name: string; html: string };

const fire = (id: number) => `__xssFired(${id})`;

const raw: [string, (f: string) => string][] = [
  // Plain script.
  ['script tag', (f) => `<script>${f}</script>`],
  ['script tag, upper case', (f) => `<SCRIPT>${f}</SCRIPT>`],
  ['script with src', () => `<script src="/m/xss.js"></script>`],
  ['nested broken script', (f) => `<scr<script>ipt>${f}</scr</script>ipt>`],
  ['script after quote break', (f) => `'"><script>${f}</script>`],
  // Event handlers.
  ['img onerror', (f) => `<img src=x onerror=${f}>`],
  ['img onerror, odd casing', (f) => `<img src="x" OnErRoR="${f}">`],
  ['img onerror, whitespace before =', (f) => `<img src=x onerror\n=${f}>`],
  ['img onerror, slash separator', (f) => `<img/src=x/onerror=${f}>`],
  ['img onerror, entity-encoded code', (f) => `<img src=x onerror="${f.replace(/_/g, '&#95;')}">`],
  ['img onerror, unclosed tag', (f) => `<img src=x onerror=${f}`],
  ['img attribute-breaking quote', (f) => `<img src="x" alt="a"" onerror="${f}">`],
  ['img srcset onerror', (f) => `<img srcset="x 1x" onerror=${f}>`],
  ['svg onload', (f) => `<svg onload=${f}>`],
  ['svg script', (f) => `<svg><script>${f}</script></svg>`],
  ['svg animate onbegin', (f) => `<svg><animate onbegin=${f} attributeName=x dur=1s></svg>`],
  ['body onload', (f) => `<body onload=${f}>`],
  ['details ontoggle', (f) => `<details open ontoggle=${f}><summary>s</summary></details>`],
  ['video source onerror', (f) => `<video><source onerror=${f}></video>`],
  ['audio onerror', (f) => `<audio src=x onerror=${f}></audio>`],
  ['input autofocus onfocus', (f) => `<input autofocus onfocus=${f}>`],
  ['marquee onstart', (f) => `<marquee onstart=${f}>m</marquee>`],
  ['div onmouseover', (f) => `<div onmouseover="${f}" style="width:100%;height:40px">hover</div>`],
  ['anchor onclick', (f) => `<a href="#" onclick="${f}">click</a>`],
  // javascript:, data: and vbscript: URLs.
  ['a javascript: href', (f) => `<a href="javascript:${f}">j</a>`],
  ['a JaVaScRiPt: href', (f) => `<a href="JaVaScRiPt:${f}">j</a>`],
  ['a java&#x09;script: href', (f) => `<a href="java&#x09;script:${f}">tab</a>`],
  [
    'a entity-encoded javascript:',
    (f) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${f}">ent</a>`,
  ],
  ['a leading-space javascript:', (f) => `<a href=" &#14; javascript:${f}">sp</a>`],
  ['a data:text/html href', (f) => `<a href="data:text/html,<script>${f}</script>">data</a>`],
  ['a vbscript: href', () => `<a href="vbscript:msgbox(1)">vb</a>`],
  ['iframe javascript: src', (f) => `<iframe src="javascript:${f}"></iframe>`],
  ['iframe srcdoc', (f) => `<iframe srcdoc="<script>parent.${f}</script>"></iframe>`],
  [
    'iframe srcdoc, entity-encoded',
    (f) => `<iframe srcdoc="&lt;img src=x onerror=parent.${f}&gt;"></iframe>`,
  ],
  ['form action javascript:', (f) => `<form action="javascript:${f}"><button>go</button></form>`],
  ['button formaction', (f) => `<button formaction="javascript:${f}">b</button>`],
  ['object data javascript:', (f) => `<object data="javascript:${f}"></object>`],
  ['object data:text/html', (f) => `<object data="data:text/html,<script>${f}</script>"></object>`],
  ['embed javascript:', (f) => `<embed src="javascript:${f}">`],
  ['base href javascript:', (f) => `<base href="javascript:${f}//"><a href="x">rel</a>`],
  [
    'meta refresh javascript:',
    (f) => `<meta http-equiv="refresh" content="0;url=javascript:${f}">`,
  ],
  [
    'svg a xlink:href javascript:',
    (f) => `<svg><a xlink:href="javascript:${f}"><text x="20" y="20">x</text></a></svg>`,
  ],
  [
    'svg use data: image onerror',
    (f) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${f}'/></svg>#x"/></svg>`,
  ],
  ['math href javascript:', (f) => `<math><mi href="javascript:${f}">m</mi></math>`],
  // Styles.
  ['style url(javascript:)', (f) => `<div style="background:url(javascript:${f})">style</div>`],
  ['style expression()', (f) => `<div style="width:expression(${f})">expr</div>`],
  ['style element @import', (f) => `<style>@import 'javascript:${f}';</style><p>after style</p>`],
  // Mutation XSS: the sanitiser's parse and the browser's re-parse disagree.
  [
    'noscript attribute breakout',
    (f) => `<noscript><p title="</noscript><img src=x onerror=${f}>"></noscript>`,
  ],
  ['title element breakout', (f) => `<title><img src=x onerror=${f}></title>`],
  ['textarea breakout', (f) => `<textarea><img src=x onerror=${f}></textarea>`],
  ['template content', (f) => `<template><img src=x onerror=${f}></template>`],
  [
    'math mglyph style',
    (f) =>
      `<math><mtext><table><mglyph><style><img src=x onerror=${f}></style></mglyph></table></mtext></math>`,
  ],
  ['svg style id breakout', (f) => `<svg></p><style><a id="</style><img src=1 onerror=${f}>">`],
  ['math mi style', (f) => `<math><mi><style><img src=x onerror=${f}></style></mi></math>`],
  [
    'form math namespace confusion',
    (f) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${f}>`,
  ],
  [
    'svg foreignObject',
    (f) =>
      `<svg><foreignObject><iframe srcdoc="<script>parent.${f}</script>"></iframe></foreignObject></svg>`,
  ],
  // Comments and CDATA.
  ['comment-wrapped img', (f) => `<!--<img src=x onerror=${f}>-->`],
  ['comment breakout', (f) => `<!-- --!><img src=x onerror=${f}> -->`],
  ['CDATA in HTML', (f) => `<![CDATA[<img src=x onerror=${f}>]]>`],
  ['svg CDATA script', (f) => `<svg><script><![CDATA[${f}]]></script></svg>`],
  // Text that must stay text.
  ['plain text with < and &', () => `5 < 6 && 7 > 3 &amp; &lt;b&gt;not bold&lt;/b&gt;`],
];

export const payloads: Payload[] = raw.map(([name, make], i) => ({
  id: i + 1,
  name,
  html: make(fire(i + 1)),
}));

/** Titles: rendered as literal text, never as markup. Each must appear character for character. */
export const titlePayloads: Payload[] = [
  ['title script', (f: string) => `<script>${f}</script>`],
  ['title img onerror', (f: string) => `<img src=x onerror=${f}>`],
  ['title svg onload', (f: string) => `<svg onload=${f}>`],
  ['title lt and amp', () => `5 < 6 & 7 > 3, "quoted" 'single' &amp; &lt;b&gt;`],
  ['title bold tag', () => `<b>not bold</b> <i>not italic</i>`],
].map(([name, make], i) => {
  const id = 500 + i;
  return {
    id,
    name: name as string,
    html: (make as (f: string) => string)(fire(id)),
  };
});
