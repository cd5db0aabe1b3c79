import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleIds } from '@app/contracts/account';
import { playableGameTypes } from '@app/contracts/game-constants';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import type { FuzzWorld } from './fuzz-world';

const contractsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/src',
);

type ZodLike = { _zod: { def: Record<string, unknown> }; shape?: Record<string, unknown> };
const isZod = (v: unknown): v is ZodLike =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as ZodLike)._zod === 'object';

function collectFields(schema: unknown, names: Set<string>, seen: Set<unknown>): void {
  if (!isZod(schema) || seen.has(schema)) return;
  seen.add(schema);
  const shape = (schema._zod.def as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === 'object') {
    for (const [name, field] of Object.entries(shape)) {
      names.add(name);
      collectFields(field, names, seen);
    }
  }
  for (const value of Object.values(schema._zod.def)) {
    if (Array.isArray(value)) for (const item of value) collectFields(item, names, seen);
    else collectFields(value, names, seen);
  }
}

/**
 * Every field name of every zod schema exported by packages/contracts (request and response
 * schemas alike): the names the routes read, found without a list that could go stale.
 */
export async function contractFieldNames(): Promise<string[]> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const files = readdirSync(contractsDir).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const mod = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) collectFields(value, names, seen);
  }
  return [...names].sort();
}

/**
 * The field names to fuzz a route with: every contract field name, and the ones this route
 * was seen to read (from its own validation messages, see discoverRoute), which get most of
 * the picks. `encrypted`: the route takes the encrypted envelope.
 */
export type FieldProfile = { all: string[]; route: string[]; encrypted: boolean };

export function fieldName(profile: FieldProfile): fc.Arbitrary<string> {
  if (profile.route.length === 0) return fc.constantFrom(...profile.all);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...profile.route) },
    { weight: 2, arbitrary: fc.constantFrom(...profile.all) },
  );
}

// ------------------------------------------------------------------ values

/** Strings that break naive code: prototype keys, NUL, SQL, paths, numbers that are not. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'null',
  'undefined',
  'true',
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '0x1F',
  '0b11',
  '1_000',
  '-0',
  '00',
  '-1',
  '0',
  '1.5',
  ' 1 ',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '١٢٣',
  '１２３',
  "' OR 1=1 --",
  '"; drop table members; --',
  '%',
  '%00',
  '%zz',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  'ជំរាបសួរ',
  '你好',
  '😀'.repeat(40),
  'a'.repeat(300),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-06-01T00:00:00Z',
];

const nastyNumbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/**
 * The values that broke handlers before (PostgreSQL integer and date limits, NUL, prototype
 * keys, empty and fractional input): every field a route reads gets each of them once, in an
 * otherwise valid request (boundarySweep in fuzz-http.ts), besides the random runs.
 */
export const boundaryValues: unknown[] = [
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  -1,
  1.5,
  'a\u0000b',
  '__proto__',
  'constructor',
  '0000-01-01',
  '9999-12-31',
  '',
];

/** Values for one field: the world's real ids (B's included), nasty values, anything. */
export function fieldValue(name: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  const b = world.memberB;
  const known: unknown[] = [
    b.id,
    String(b.id),
    b.username,
    b.email,
    b.mobileNum,
    b.countryDialingCode,
    ...b.nodeIds,
    ...b.nodeIds.map(String),
    ...b.orderIds,
    ...b.subOrderIds,
    world.memberA.id,
    world.memberA.username,
    ...world.vendors.slice(0, 6),
    ...world.games.map((g) => g.gameId),
    ...world.lotteryGameIds.slice(0, 4),
    ...world.launchTokens,
    ...world.inboxIds,
    ...world.chatTokens,
    ...world.chatFileIds,
    ...playableGameTypes,
    ...moduleIds,
    'REAL',
    'PLAY',
    'H5',
    'en',
    'KM',
    'avatar-3',
    'Demo@2026',
    'Str0ng-Passw0rd!',
    '2000-01-01',
    'd290f1ee-6c54-4b01-90e6-d701748f0851',
  ];
  // A Map, not an object: field names such as "constructor" must not find Object's own.
  const byName = new Map<string, fc.Arbitrary<unknown>>(
    Object.entries({
      nodeId: fc.constantFrom(...b.nodeIds, ...world.games.map((g) => g.nodeId)),
      vendor: fc.constantFrom(...world.vendors),
      vassalage: fc.constantFrom(...world.vendors),
      gameId: fc.constantFrom(...world.games.map((g) => g.gameId), ...world.lotteryGameIds),
      orderId: fc.constantFrom(...b.orderIds),
      subOrderId: fc.constantFrom(...b.subOrderIds),
      launchToken: fc.constantFrom(...world.launchTokens),
      username: fc.constantFrom(b.username, world.memberA.username, 'agent01'),
      email: fc.constantFrom(b.email, 'someone@example.com'),
      mobileNum: fc.constantFrom(b.mobileNum, '012345678'),
      countryDialingCode: fc.constantFrom(b.countryDialingCode, '+855'),
      roundId: fc.uuid(),
      stake: fc.constantFrom(0.01, 0.1, 1, 2, 5, 1_000_000),
    }),
  );
  return fc.oneof(
    { weight: 2, arbitrary: byName.get(name) ?? fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 1, arbitrary: fc.constantFrom(...nastyNumbers) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 70_000 }).map((n) => 'x'.repeat(n)) },
  );
}

/** A query-string value: what arrives as text, from the same pools. */
function textValue(name: string, world: FuzzWorld): fc.Arbitrary<string> {
  return fieldValue(name, world).map((v) =>
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  );
}

/** An object with real field names (and a few made-up ones) holding garbage or real values. */
export function fieldObject(
  profile: FieldProfile,
  world: FuzzWorld,
): fc.Arbitrary<Record<string, unknown>> {
  const name = fc.oneof(
    { weight: 8, arbitrary: fieldName(profile) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'type', 'token', 'id') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  return fc.uniqueArray(name, { maxLength: 8 }).chain((keys) =>
    keys.length === 0
      ? fc.constant({})
      : fc.tuple(...keys.map((k) => fieldValue(k, world))).map((values) => {
          const out: Record<string, unknown> = {};
          // defineProperty, so a "__proto__" key is data, as JSON.parse would make it.
          keys.forEach((k, i) =>
            Object.defineProperty(out, k, { value: values[i], enumerable: true, writable: true }),
          );
          return out;
        }),
  );
}

/**
 * Plausible valid values by field name (not by route: any route reading a field of that name
 * gets a value its schema may accept). Used to build near-valid payloads that pass validation
 * often enough for the fuzz to reach the services, then get one or two fields spoiled.
 */
function validValues(world: FuzzWorld): Map<string, fc.Arbitrary<unknown>> {
  const b = world.memberB;
  const password = fc.constantFrom('Demo@2026', 'Str0ng-Passw0rd!');
  const freshName = fc.stringMatching(/^fz[a-z0-9]{6}$/);
  return new Map<string, fc.Arbitrary<unknown>>(
    Object.entries({
      launchToken: fc.constantFrom(...world.launchTokens),
      roundId: fc.uuid(),
      stake: fc.constantFrom(0.1, 0.2, 0.5, 1, 2, 5),
      orderId: fc.constantFrom(...b.orderIds),
      subOrderId: fc.constantFrom(...b.subOrderIds),
      announcementId: fc.constantFrom(...world.announcementIds),
      read: fc.constant(true),
      username: fc.oneof(fc.constantFrom(b.username, world.memberA.username), freshName),
      password,
      oldPassword: password,
      newPassword: password,
      confirmNewPassword: password,
      paymentPassword: password,
      // Login's union tag ('username' or 'sms'); registration's type is 0 or absent.
      type: fc.constantFrom('username', 'username', 'username', 'sms', 'sms', 0, undefined),
      remember: fc.boolean(),
      registerMethod: fc.constantFrom('H5', 'APP'),
      moduleId: fc.constantFrom(...moduleIds),
      email: fc.oneof(
        fc.constant(b.email),
        freshName.map((n) => `${n}@example.com`),
      ),
      mobileNum: fc.oneof(fc.constant(b.mobileNum), fc.stringMatching(/^[1-9]\d{7}$/)),
      countryDialingCode: fc.constantFrom(b.countryDialingCode, '855', '+855'),
      verificationCode: fc.stringMatching(/^\d{6}$/),
      captcha: fc.stringMatching(/^\d{1,2}$/),
      captchaId: fc.stringMatching(/^[a-f0-9]{32}$/),
      nickname: fc.constantFrom('Fuzzy', 'ខ្មែរ'),
      payeeName: fc.constantFrom('Fuzz Payee'),
      icon: fc.constantFrom('avatar-3', 'avatar-12'),
      freePlay: fc.boolean(),
      language: fc.constantFrom('en', 'KM', 'zh', 'vi'),
      lang: fc.constantFrom('en', 'km'),
      gameType: fc.constantFrom(...playableGameTypes),
      pageNo: fc.constantFrom(1, 2, '1'),
      pageSize: fc.constantFrom(10, 20, '25'),
      page: fc.constantFrom(1, '2'),
      limit: fc.constantFrom(5, '10'),
      limitNum: fc.constantFrom(20, '5'),
      token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      birthday: fc.constantFrom('1990-05-05', '2015-01-01'),
      affiliateCode: fc.constantFrom('AFF001', 'nope'),
      gameIds: fc.constant(world.lotteryGameIds.slice(0, 3).join(',')),
      types: fc.constantFrom('B,PL', 'PU'),
      groupName: fc.constantFrom('m_home', 'm_login'),
      prizeMode: fc.constantFrom('Lott', 'ZY', 'Elott'),
      playType: fc.constantFrom('trad', 'ent'),
      isNew: fc.constantFrom('0', '1'),
      isHot: fc.constantFrom('0', '1'),
      minBet: fc.constantFrom('1', '0.5'),
      minLine: fc.constantFrom('5', '26'),
      gameName: fc.constantFrom('a', 'Fortune'),
      startDate: fc.constantFrom('2026-05-01'),
      endDate: fc.constantFrom('2026-06-30'),
      wallet: fc.constantFrom('REAL', 'PLAY'),
      channel: fc.constantFrom('sms', 'email'),
      recipient: fc.constant(b.email),
      title: fc.constant('Fuzz'),
      content: fc.constant('<b>fuzz</b>'),
      id: fc.constantFrom(1, '1', 'dev-fuzz', ...world.inboxIds),
      // Live chat (issue 15): a message's resend key, its text and image, a read mark.
      clientId: fc.stringMatching(/^[A-Za-z0-9_-]{8,24}$/),
      text: fc.constantFrom('hello', 'ជំរាបសួរ'),
      fileId: fc.constantFrom(...world.chatFileIds),
      upToId: fc.constantFrom(0, 1, 1000),
    }),
  );
}

/**
 * A near-valid payload: one real game's nodeId, vendor and gameId together (so launches and
 * favourites can succeed), plausible values for most other known fields, then up to two
 * fields replaced by anything from fieldValue.
 */
export function nearValidObject(
  profile: FieldProfile,
  world: FuzzWorld,
  options: { spoil: boolean } = { spoil: true },
): fc.Arbitrary<Record<string, unknown>> {
  const valid = validValues(world);
  const names = [...valid.keys()];
  return fc
    .record({
      game: fc.constantFrom(...world.games),
      keep: fc.array(fc.integer({ min: 0, max: 9 }), {
        minLength: names.length,
        maxLength: names.length,
      }),
      values: fc.tuple(...names.map((n) => valid.get(n)!)),
      // Two thirds of the payloads stay whole (they should pass validation); the rest get one
      // or two fields spoiled.
      spoil: fc.oneof(
        { weight: options.spoil ? 2 : 1, arbitrary: fc.constant([]) },
        {
          weight: options.spoil ? 1 : 0,
          arbitrary: fc.array(
            fieldName(profile).chain((n) => fc.tuple(fc.constant(n), fieldValue(n, world))),
            { minLength: 1, maxLength: 2 },
          ),
        },
      ),
    })
    .map(({ game, keep, values, spoil }) => {
      const out: Record<string, unknown> = {
        nodeId: game.nodeId,
        vendor: game.vendor,
        vassalage: game.vendor,
        gameId: game.gameId,
      };
      names.forEach((n, i) => {
        if (keep[i]! < 9) out[n] = values[i];
      });
      if (out.password !== undefined) out.confirmPassword = out.password;
      if (out.newPassword !== undefined) out.confirmNewPassword = out.newPassword;
      for (const [n, v] of spoil) {
        Object.defineProperty(out, n, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    });
}

// ------------------------------------------------------------------ requests

export type AuthKind = 'none' | 'garbage' | 'memberA' | 'trial';

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'rawJson'; text: string }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'other'; contentType: string; text: string }
  /** A well-formed envelope for this path, carrying `payload` (reaches past decryption). */
  | { kind: 'sealed'; payload: unknown; moduleId: unknown }
  /** A broken envelope: real key id with garbage, another path's binding, or junk fields. */
  | {
      kind: 'brokenSeal';
      variant: 'garbageKey' | 'otherPath' | 'junkBody' | 'noHeader';
      junk: unknown;
    };

export type RequestPlan = {
  method: HTTPMethods;
  params: string[];
  query: { kind: 'pairs'; pairs: [string, string | string[]][] } | { kind: 'raw'; text: string };
  body: BodyPlan;
  auth: AuthKind;
  garbageToken: string;
  device: string | null;
  remoteAddress: string;
  acceptEncoding: string | null;
};

const deepNest = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** JSON text that parses but hurts: deep nesting, prototype keys, huge strings, duplicates. */
const rawJsonTexts = fc.oneof(
  fc.integer({ min: 100, max: 5000 }).map((d) => deepNest(d, '[', ']')),
  fc.integer({ min: 100, max: 3000 }).map((d) => deepNest(d, '{"a":', '}')),
  fc.constantFrom(
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"nodeId":1,"nodeId":"x"}',
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '',
    ' ',
    '"\\ud800"',
    '{"nodeId":1e999}',
    '{"nodeId":-0}',
    '\u0000',
    'NaN',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer({ min: 60_000, max: 80_000 }).map((n) => JSON.stringify({ data: 'x'.repeat(n) })),
);

const otherContentTypes = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/x-www-form-urlencoded; charset=bogus',
  'image/svg+xml',
  ';;;',
  'application/json, text/plain',
);

export function bodyPlan(profile: FieldProfile, world: FuzzWorld): fc.Arbitrary<BodyPlan> {
  const pairs = fc.array(
    fc
      .oneof(fieldName(profile), fc.string({ maxLength: 10 }))
      .chain((name) => fc.tuple(fc.constant(name), textValue(name, world))),
    { maxLength: 6 },
  );
  const nearValid = nearValidObject(profile, world);
  const payload = fc.oneof(
    { weight: profile.encrypted ? 10 : 4, arbitrary: nearValid },
    { weight: 2, arbitrary: fieldObject(profile, world) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 4,
      arbitrary: fieldObject(profile, world).map((value) => ({ kind: 'json' as const, value })),
    },
    { weight: 5, arbitrary: nearValid.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: nearValid.map((value) => ({
        kind: 'form' as const,
        pairs: Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind: 'json' as const, value })),
    },
    { weight: 2, arbitrary: rawJsonTexts.map((text) => ({ kind: 'rawJson' as const, text })) },
    { weight: 2, arbitrary: pairs.map((p) => ({ kind: 'form' as const, pairs: p })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(otherContentTypes, fc.string({ unit: 'binary', maxLength: 80 }))
        .map(([contentType, text]) => ({ kind: 'other' as const, contentType, text })),
    },
    {
      // An encrypted route answers ENCRYPTION_INVALID to anything else: seal most of its runs.
      weight: profile.encrypted ? 24 : 4,
      arbitrary: fc
        .tuple(
          payload,
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(undefined) },
            { weight: 3, arbitrary: fc.constantFrom(...moduleIds) },
            { weight: 1, arbitrary: fieldValue('moduleId', world) },
          ),
        )
        .map(([p, moduleId]) => ({ kind: 'sealed' as const, payload: p, moduleId })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'garbageKey' as const,
            'otherPath' as const,
            'junkBody' as const,
            'noHeader' as const,
          ),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([variant, junk]) => ({ kind: 'brokenSeal' as const, variant, junk })),
    },
  );
}

/** A path parameter's value, URL-encoded (or a raw escape sequence the router must survive). */
export function paramValue(world: FuzzWorld): fc.Arbitrary<string> {
  const game = fc.constantFrom(...world.games);
  return fc.oneof(
    fc.constantFrom(...world.vendors.map((v) => `${v}.svg`), ...world.vendors),
    game.map((g) => `${g.gameId}.svg`),
    game.map((g) => `${g.gameId}.webp`),
    fc.constantFrom(
      'default.svg',
      'default.webp',
      'avatar-1.svg',
      'avatar-99.svg',
      'index.html',
      'main-0123456789ab.js',
    ),
    fc.constantFrom(...world.launchTokens, ...world.memberB.orderIds, String(world.memberB.id)),
    fc.constantFrom(...world.chatTokens, ...world.chatFileIds),
    fc.constantFrom('%00', '%zz', '%', '..', '%2e%2e', '%2F', '%E0%A4%A', '%ff', '%C0%AE', ''),
    fc
      .string({ unit: 'binary', maxLength: 30 })
      .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
    fc.integer({ min: 1, max: 2000 }).map((n) => 'a'.repeat(n)),
  );
}

/**
 * The chat page's rows (issue 15): the path holds A's chat link (and A's chat image) most of
 * the time, so the runs get past the link check to the service; anything else otherwise.
 */
function chatParams(url: string, world: FuzzWorld): fc.Arbitrary<string[]> {
  const names = url.split('/').filter((s) => s.startsWith(':'));
  const known = (values: string[]) =>
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, paramValue(world));
  return fc.tuple(
    ...names.map((name) =>
      name === ':chatToken'
        ? known(world.chatTokens)
        : name === ':fileId'
          ? known(world.chatFileIds)
          : paramValue(world),
    ),
  );
}

/** The rest of a wildcard path (`/m/*`): nested segments, traversal, dot files, assets. */
const wildcardValue = fc.oneof(
  fc.constantFrom(
    'home',
    'index.html',
    'index',
    '',
    'assets/index-abc123.js',
    'assets/missing-000000.js',
    '../../../../etc/passwd',
    '..%2f..%2fpackage.json',
    '.env',
    'assets/.hidden',
    '%2e%2e/%2e%2e/',
    'a/b/c/d/e/f',
    '%00',
    '%zz',
  ),
  fc
    .array(fc.string({ maxLength: 8 }).map(encodeURIComponent), { maxLength: 5 })
    .map((s) => s.join('/')),
);

const garbageTokens = fc.oneof(
  fc
    .string({ unit: 'binary-ascii', maxLength: 60 })
    .map((s) => [...s].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) < 0x7f).join('')),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic ZGVtbzAxOkRlbW9AMjAyNg==',
    'bearer x',
    'Bearer ' + 'a'.repeat(5000),
    'Bearer a b',
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((t) => `Bearer ${t}`),
);

export function requestPlan(
  route: { method: HTTPMethods; url: string },
  profile: FieldProfile,
  world: FuzzWorld,
): fc.Arbitrary<RequestPlan> {
  const paramCount = route.url.split('/').filter((s) => s.startsWith(':') || s === '*').length;
  const queryName = fc.oneof(
    { weight: 6, arbitrary: fieldName(profile) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const queryPairs = fc
    .array(
      queryName.chain((name) =>
        fc.tuple(
          fc.constant(name),
          fc.oneof(
            { weight: 5, arbitrary: textValue(name, world) },
            {
              weight: 1,
              arbitrary: fc.array(textValue(name, world), { minLength: 2, maxLength: 3 }),
            },
          ),
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => ({ kind: 'pairs' as const, pairs }));
  const rawQuery = fc
    .oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 60 }),
      fc.constantFrom(
        'a=%zz',
        '=&=&',
        '%',
        'a[b]=1&a[c]=2',
        'pageNo=1&pageNo=2',
        '&&&',
        'x=' + 'y'.repeat(9000),
      ),
    )
    .map((text) => ({ kind: 'raw' as const, text }));
  const otherMethods: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
  return fc.record({
    method: fc.oneof(
      { weight: 12, arbitrary: fc.constant(route.method) },
      { weight: 1, arbitrary: fc.constantFrom(...otherMethods) },
    ),
    params: route.url.includes('/:chatToken')
      ? chatParams(route.url, world)
      : fc.array(
          route.url.endsWith('*') ? fc.oneof(paramValue(world), wildcardValue) : paramValue(world),
          { minLength: paramCount, maxLength: paramCount },
        ),
    query: fc.oneof(
      { weight: 3, arbitrary: queryPairs },
      {
        weight: 3,
        arbitrary: nearValidObject(profile, world).map((value) => ({
          kind: 'pairs' as const,
          pairs: Object.entries(value).map(([k, v]): [string, string] => [
            k,
            typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
          ]),
        })),
      },
      { weight: 1, arbitrary: rawQuery },
    ),
    body: bodyPlan(profile, world),
    auth: fc.constantFrom<AuthKind>('none', 'garbage', 'memberA', 'memberA', 'trial'),
    garbageToken: garbageTokens,
    device: fc.option(fc.constantFrom('H5', 'PWA', 'APP', 'OTHERS', 'h5', 'X'.repeat(40), '<b>'), {
      nil: null,
    }),
    remoteAddress: fc.ipV4(),
    acceptEncoding: fc.option(fc.constantFrom('gzip', 'br', 'deflate', 'gzip;q=0, *', 'bogus'), {
      nil: null,
    }),
  });
}
