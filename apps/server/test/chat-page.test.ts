import { languages } from '@app/contracts/languages';
import { CHAT_TEXT_MAX, CHAT_TOKEN_TTL_MS, chatSocketPath } from '@app/contracts/message-constants';
import { messageRoutes } from '@app/contracts/message-routes';
import { chatLaunchSchema } from '@app/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPageCsp } from '../src/areas/messages/chat-page-routes';
import {
  cleanBackUrl,
  cleanHeaderColor,
  cleanTitle,
  textColorOn,
  type ChatPageConfig,
} from '../src/chat-page/chat-page';
import { chatTexts } from '../src/chat-page/chat-texts';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { chatSystemKeys } from '../src/services/chat-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

const clock = createTestClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

/** A chat link for a new member, through CBS_launchChat as the app asks for it. */
async function launch(query: Record<string, string> = {}) {
  const memberId = await createMember(t);
  const headers = await authHeader(t.app, memberId);
  const search = new URLSearchParams({ language: 'EN', ...query });
  const { chatUrl } = expectOk(
    await t.app.inject({
      method: 'GET',
      url: `${messageRoutes.chatLaunch.path}?${search.toString()}`,
      headers,
    }),
    chatLaunchSchema,
  );
  const url = new URL(chatUrl);
  const token = decodeURIComponent(url.pathname.split('/')[2]!);
  return { url: `${url.pathname}${url.search}`, token };
}

const page = (url: string) => t.app.inject({ method: 'GET', url });

function configOf(body: string): ChatPageConfig {
  const json = /<script type="application\/json" id="chat-config">([^<]*)<\/script>/.exec(body);
  expect(json, 'the config block').not.toBeNull();
  return JSON.parse(json![1]!) as ChatPageConfig;
}

const backHref = (body: string) => /<a class="back" href="([^"]*)"/.exec(body)?.[1];

describe('GET /chat/<chatToken>: the live chat page', () => {
  it("is the launch's page: its language, title, colour and back link, and the script's config", async () => {
    const link = await launch({
      language: 'EN',
      title: 'Help desk',
      headerColor: '#1D4ED8',
      backUrl: '/m/message',
    });
    expect(link.url).toMatch(/^\/chat\/[A-Za-z0-9_-]{43}\?lang=EN&/);
    const res = await page(link.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Help desk</title>');
    expect(res.body).toContain('<h1 class="title" data-testid="chat-title">Help desk</h1>');
    expect(res.body).toContain('style="--header-bg:#1d4ed8;--header-fg:#ffffff"');
    expect(backHref(res.body)).toBe('/m/message');
    // Laid out for the script: the log, the composer with its limit, the expired view hidden.
    expect(res.body).toMatch(/<ol class="log" role="log"[^>]*aria-label="Messages"/);
    expect(res.body).toContain(`maxlength="${CHAT_TEXT_MAX}"`);
    expect(res.body).toMatch(/<section class="expired" data-testid="chat-expired" hidden>/);

    const config = configOf(res.body);
    expect(config.language).toBe('en');
    expect(config.texts.send).toBe('Send');
    expect(config.paths).toEqual({
      state: `/wps/chat/${link.token}/state`,
      messages: `/wps/chat/${link.token}/messages`,
      send: `/wps/chat/${link.token}/messages`,
      read: `/wps/chat/${link.token}/read`,
      upload: `/wps/chat/${link.token}/files`,
      file: `/wps/chat/${link.token}/files/`,
      socket: chatSocketPath(link.token),
    });
    expect(config.limits.textMax).toBe(CHAT_TEXT_MAX);
    // The page's own calls answer for this token.
    const state = await page(config.paths.state);
    expect(state.statusCode).toBe(200);
  });

  it('speaks the launch language (KM, EN, CN, VI; Khmer by default) and preloads the Khmer font', async () => {
    const { token } = await launch();
    const expected = { KM: 'km', EN: 'en', CN: 'zh', VI: 'vi', zz: 'km' } as const;
    for (const [lang, language] of Object.entries(expected)) {
      const res = await page(`/chat/${token}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${language}">`);
      expect(configOf(res.body).texts).toEqual(chatTexts[language]);
      expect(res.body).toContain(`<title>${chatTexts[language].documentTitle}</title>`);
      const preload = res.body.includes('rel="preload" href="/chat/assets/noto-sans-khmer-400');
      expect(preload, lang).toBe(language === 'km');
    }
    // Without a title, colour or back link: the page's own.
    const plain = await page(`/chat/${token}`);
    expect(plain.body).toContain('<header class="bar">');
    expect(backHref(plain.body)).toBe('/m/message');
  });

  it('escapes the title and refuses colours and back links that are not what they claim', async () => {
    const { token } = await launch();
    const withQuery = (query: Record<string, string>) =>
      page(`/chat/${token}?${new URLSearchParams(query).toString()}`);

    const hostile = await withQuery({
      title: '<script>alert(1)</script> "quoted" & \'single\'',
      headerColor: '#fff;background:url(//evil.test/x)',
      backUrl: 'javascript:alert(document.cookie)',
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert');
    expect(hostile.body).toContain(
      '&#60;script&#62;alert(1)&#60;/script&#62; &#34;quoted&#34; &#38; &#39;single&#39;',
    );
    expect(hostile.body).not.toContain('evil.test');
    expect(hostile.body).toContain('<header class="bar">');
    expect(hostile.body.toLowerCase()).not.toContain('javascript:');
    expect(backHref(hostile.body)).toBe('/m/message');

    for (const backUrl of [
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.test/path',
      '/\\evil.test',
      'm/message',
      'ftp://files.test/',
      `/${'a'.repeat(2001)}`,
    ]) {
      const res = await withQuery({ backUrl });
      expect(backHref(res.body), backUrl).toBe('/m/message');
    }
    const https = await withQuery({ backUrl: 'https://app.test/m/message?tab=1&x="y"' });
    expect(backHref(https.body)).toBe('https://app.test/m/message?tab=1&#38;x=%22y%22');
    const path = await withQuery({ backUrl: '/m/home?from=chat#top' });
    expect(backHref(path.body)).toBe('/m/home?from=chat#top');

    const light = await withQuery({ headerColor: '#FC0' });
    expect(light.body).toContain('style="--header-bg:#ffcc00;--header-fg:#111111"');
    const long = await withQuery({ title: `${'長'.repeat(80)}\u0007` });
    expect(long.body).toContain(
      `<h1 class="title" data-testid="chat-title">${'長'.repeat(60)}</h1>`,
    );
  });

  it('shows an unknown, malformed or expired link as expired, with the way back', async () => {
    for (const url of [
      `/chat/${'x'.repeat(43)}?lang=EN`,
      '/chat/short?lang=EN',
      `/chat/${'x'.repeat(42)}%3Cb%3E?lang=EN`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(chatTexts.en.expiredTitle);
      expect(res.body).toContain(chatTexts.en.expiredBody);
      expect(res.body).not.toContain('<script');
    }
    const { token } = await launch();
    expect((await page(`/chat/${token}?lang=VI`)).statusCode).toBe(200);
    clock.advance(CHAT_TOKEN_TTL_MS / 1000 + 1);
    const late = await page(`/chat/${token}?lang=VI&backUrl=%2Fm%2Fhome`);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain(chatTexts.vi.expiredTitle);
    expect(late.body).toContain(
      `<a class="button" href="/m/home" data-testid="chat-expired-back">${chatTexts.vi.backToApp}</a>`,
    );
  });

  it('is private and under the CSP: no-store, no referrer, no inline script, its own socket', async () => {
    const { url } = await launch();
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'chat.example:8443' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' ws://chat.example:8443 wss://chat.example:8443;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(String(res.headers['x-frame-options'])).toBe('SAMEORIGIN');
    // Every script is an external file or a non-executed JSON block; no inline handlers.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const attributes of scripts)
      expect(attributes).toMatch(/type="module" src="\/chat\/assets\/|type="application\/json"/);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
    // A host header that is not a plain host stays out of the policy.
    expect(chatPageCsp('evil.test; script-src *')).toBe(chatPageCsp(undefined));
    expect(chatPageCsp(undefined)).toContain(
      `connect-src ${contentSecurityPolicy['connect-src'].join(' ')};`,
    );
  });

  it('serves its script, styles and Khmer font under hashed or versioned names, for a year', async () => {
    const { url } = await launch();
    const body = (await page(url)).body;
    const script = /src="(\/chat\/assets\/chat-[0-9a-f]{12}\.js)"/.exec(body)?.[1];
    const style = /href="(\/chat\/assets\/chat-[0-9a-f]{12}\.css)"/.exec(body)?.[1];
    const js = await page(script!);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toContain("document.getElementById('chat-config')");
    const css = await page(style!);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('prefers-color-scheme: dark');
    const fonts = [...css.body.matchAll(/url\('([^']+\.woff2)'\)/g)].map((m) => m[1]!);
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      const res = await page(font);
      expect(res.statusCode, font).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    for (const missing of [
      '/chat/assets/chat-000000000000.js',
      '/chat/assets/chat.js',
      '/chat/assets/..%2Fchat.js',
      '/chat/assets/nope.txt',
    ]) {
      const res = await page(missing);
      expect(res.statusCode, missing).toBe(404);
    }
  });
});

describe('the chat page query rules', () => {
  it('keeps titles short plain text', () => {
    expect(cleanTitle(undefined)).toBeNull();
    expect(cleanTitle('   ')).toBeNull();
    expect(cleanTitle(' Live\n\tchat ')).toBe('Live chat');
    expect(cleanTitle('ជជែក\u200Bផ្ទាល់')).toBe('ជជែក\u200Bផ្ទាល់');
    expect(Array.from(cleanTitle('😀'.repeat(100))!)).toHaveLength(60);
  });

  it('takes hex colours only, as opaque #rrggbb, with readable text on them', () => {
    expect(cleanHeaderColor('#abc')).toBe('#aabbcc');
    expect(cleanHeaderColor('#ABCD')).toBe('#aabbcc');
    expect(cleanHeaderColor('#112233')).toBe('#112233');
    expect(cleanHeaderColor('#11223344')).toBe('#112233');
    for (const bad of ['', '#12', '#12345', '#1234567', 'red', '112233', '#ggg', '#fff;x:y'])
      expect(cleanHeaderColor(bad), bad).toBeNull();
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('#151c33')).toBe('#ffffff');
    expect(textColorOn('#ffffff')).toBe('#111111');
    expect(textColorOn('#f5b731')).toBe('#111111');
  });

  it('takes http(s) URLs and site paths as back links, nothing else', () => {
    expect(cleanBackUrl('/m/message')).toBe('/m/message');
    expect(cleanBackUrl('/m/../m/home')).toBe('/m/home');
    expect(cleanBackUrl('HTTPS://App.Test/x')).toBe('https://app.test/x');
    for (const bad of ['javascript:alert(1)', 'vbscript:x', '//x.test', '/\\x.test', 'x', ''])
      expect(cleanBackUrl(bad), bad).toBeNull();
  });

  it('has every text in km, en, zh and vi, and a notice for every system message', () => {
    const keys = Object.keys(chatTexts.en).sort();
    for (const language of languages) {
      expect(Object.keys(chatTexts[language]).sort(), language).toEqual(keys);
      for (const [key, text] of Object.entries(chatTexts[language]))
        expect(text.trim(), `${language}.${key}`).not.toBe('');
    }
    for (const key of chatSystemKeys) expect(keys).toContain(`system.${key}`);
  });
});
