import { z } from 'zod';
import { encryptedBodySchema, loginFailureSchema } from './account';
import { announcementItemSchema } from './announcements';
import { betOrderSchema } from './bets';
import { deviceHeader, deviceValues, encryptionHeader } from './encrypted-envelope';
import { endpoints, type Area, type Endpoint } from './endpoints';
import { errorCodes } from './error-codes';
import { gameSchema } from './games';
import { lotteryGameSchema } from './lottery';
import type { Scope } from './routes';

/**
 * The OpenAPI 3.1 document of the platform API, generated from the endpoint table (decision
 * 0033) for operators who run their own platform. Every public row is one operation; rows marked
 * `devOnly` are left out. Schemas come from zod's own JSON Schema output: the input side for
 * queries, path parameters and bodies, the output side for answers.
 *
 * The output is deterministic (rows in table order, components sorted by name), so the copy
 * committed in docs/openapi.json can be compared with a fresh one (`npm run openapi` rewrites it).
 */

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Json = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Json>>;
  components: {
    securitySchemes: Record<string, Json>;
    responses: Record<string, Json>;
    schemas: Record<string, JsonSchema>;
  };
};

/**
 * The rows another platform implements: every row of the table except the development ones and
 * the reference platform's own operator console (scope operator, ops-routes.ts).
 */
export function publicEndpoints(): Endpoint[] {
  return Object.values(endpoints as Record<string, Endpoint>).filter(
    (row) => !row.devOnly && row.scope !== 'operator',
  );
}

const apiVersion = '0.1.0';

const tagDescriptions: Record<Exclude<Area, 'dev' | 'ops'>, string> = {
  system: 'Status, operator settings and help the shell needs before anything else.',
  accounts: 'Login, logout, registration, free play, SMS codes and passwords.',
  member: "The member's profile and its edits.",
  wallet: 'Balances.',
  cashier:
    'Deposits (payment gateway and bank transfer), withdrawals, bank cards, the payment password and the transaction record.',
  uploads: "Members' image uploads (avatar, identity documents, feedback) and reading them back.",
  vip: "VIP levels, what earns them and the member's standing.",
  security:
    'The security centre: two-factor login, login history, active sessions and security questions.',
  kyc: 'Identity verification: documents and their review state.',
  referral: "The member's referral code and the friends who registered with it.",
  feedback: 'Feedback to support, with images.',
  messages: 'Unread counters, the inbox, and live chat with support (launch, history, sending).',
  rewards:
    'The reward centre: deposit bonuses and their wagering, the daily check-in, the red envelope rain, referral rewards and claims.',
  agents:
    'The agent centre: team counters, the team tree, opening accounts, transfers to downlines, team reports, rebates, and daily-salary, dividend and hourly-salary contracts.',
  saferGambling:
    'Safer gambling: deposit, loss and session limits, reality checks, time-out, self-exclusion, the net position and the account history.',
  vitals:
    'Field data: the Core Web Vitals of real page views, reported by the web app when a page is hidden.',
  content: 'Banners, notices, popups, promotions and help items.',
  games: 'The game catalogue, favourites, recent games and launching.',
  lottery: 'Lottery games and their open draws.',
  bets: "The member's bet records.",
};

const scopeNotes: Record<Scope, string> = {
  guest: 'Scope guest: anyone. A bearer token, when sent, names the viewer (favourites).',
  member: 'Scope member: a bearer token of any session, trial accounts included.',
  realMoney:
    'Scope realMoney: a bearer token of a real-money member; trial accounts (type 4) get 403 TRIAL_NOT_ALLOWED.',
  agent: 'Scope agent: a bearer token of an agent account; other members get 403 NO_PERMISSION.',
  operator: 'Scope operator: an operator console session.',
};

const description = [
  'The platform API of the mobile front end, generated from its endpoint table',
  '(packages/contracts/src/endpoints.ts).',
  '',
  'Every answer is the envelope `{ success, value, errorCode, message }`: on success `value` holds',
  'the result and `errorCode` is null; on failure `success` is false, `errorCode` is one of',
  '`ErrorCode` and `value` is null unless the call names details (login failures: `LoginFailure`).',
  '',
  'A blank query value (`?gameName=`) means the field is absent.',
  '',
  'Encrypted calls (login, registration, passwords) send `{ data, moduleId? }`: `data` is the JSON',
  'payload (`x-encrypted-payload`) sealed with AES-256-GCM under a fresh key, the request path as',
  'additional data; that key travels in the `Encryption` header as `<keyId>.<base64 key wrapped',
  'with RSA-OAEP SHA-256>` under the public key of `GET /wps/system/publicKey`.',
].join('\n');

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Integer bounds zod adds for every `.int()`: noise in a document. */
function dropSafeIntegerBounds(ctx: { jsonSchema: JsonSchema }): void {
  const schema = ctx.jsonSchema;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

const conversion = { unrepresentable: 'any', override: dropSafeIntegerBounds } as const;

/** One schema, not a component: query and path parameters are listed field by field. */
function inlineSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { ...conversion, io: 'input' });
  return json;
}

/** Named schemas converted together, so one that another one holds becomes a `$ref`. */
class ComponentSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodType, string>();

  constructor(private readonly io: 'input' | 'output') {}

  /** The component name of `schema`: the first name it was added under. */
  add(schema: z.ZodType, name: string): string {
    const known = this.names.get(schema);
    if (known) return known;
    this.names.set(schema, name);
    this.registry.add(schema, { id: name });
    return name;
  }

  schemas(): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      ...conversion,
      io: this.io,
      uri: (id) => `#/components/schemas/${id}`,
    });
    const out: Record<string, JsonSchema> = {};
    for (const [name, schema] of Object.entries(schemas)) {
      const { $schema: _dialect, $id: _id, ...json } = schema;
      out[name] = json;
    }
    return out;
  }
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function fieldParameters(schema: z.ZodType, where: 'query' | 'path'): Json[] {
  const json = inlineSchema(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, field]) => {
    const { description: text, ...fieldSchema } = field as JsonSchema;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(text ? { description: text } : {}),
      schema: fieldSchema,
    };
  });
}

const encryptionHeaders: Json[] = [
  {
    name: encryptionHeader,
    in: 'header',
    required: true,
    description: '`<keyId>.<base64 AES key wrapped with the RSA-OAEP SHA-256 public key>`.',
    schema: { type: 'string', maxLength: 2048 },
  },
  {
    name: deviceHeader,
    in: 'header',
    required: false,
    description: 'The client kind (OTHERS: running standalone).',
    schema: { type: 'string', enum: [...deviceValues] },
  },
];

function requestBody(row: Endpoint, body: z.ZodType, inputs: ComponentSet): Json {
  const required = !body.safeParse({}).success;
  if (row.encoding === 'encrypted') {
    const payload = inputs.add(body, `${pascal(row.name)}Payload`);
    return {
      required: true,
      description: `The payload \`${payload}\` (x-encrypted-payload), sealed: see the document's description.`,
      content: { 'application/json': { schema: ref('EncryptedBody') } },
      'x-encrypted-payload': ref(payload),
    };
  }
  const schema = ref(inputs.add(body, `${pascal(row.name)}Body`));
  if (row.encoding === 'form') {
    return {
      required,
      content: {
        'application/x-www-form-urlencoded': { schema },
        'application/json': { schema },
      },
    };
  }
  return { required, content: { 'application/json': { schema } } };
}

/** The success envelope with this row's value (the envelope itself is one component). */
function successEnvelope(value: string): JsonSchema {
  return { allOf: [ref('SuccessEnvelope'), { properties: { value: ref(value) } }] };
}

function errorResponses(row: Endpoint): Json {
  const hasInput = Boolean(row.query ?? row.params ?? row.body);
  return {
    ...(hasInput ? { '400': responseRef('ValidationError') } : {}),
    ...(row.scope !== 'guest' ? { '401': responseRef('Unauthorized') } : {}),
    ...(row.scope !== 'guest' && row.scope !== 'member' ? { '403': responseRef('Forbidden') } : {}),
    '404': responseRef('NotFound'),
    '429': responseRef('RateLimited'),
    '5XX': responseRef('ServerError'),
    default: responseRef('Error'),
  };
}

function operation(row: Endpoint, inputs: ComponentSet, outputs: ComponentSet): Json {
  const parameters = [
    ...(row.query ? fieldParameters(row.query, 'query') : []),
    ...(row.params ? fieldParameters(row.params, 'path') : []),
    ...(row.encoding === 'encrypted' ? encryptionHeaders : []),
  ];
  const value = outputs.add(row.response, `${pascal(row.name)}Response`);
  return {
    operationId: row.name,
    tags: [row.area],
    summary: row.summary,
    description: scopeNotes[row.scope],
    'x-scope': row.scope,
    security: row.scope === 'guest' ? [] : [{ bearerAuth: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(row.body ? { requestBody: requestBody(row, row.body, inputs) } : {}),
    responses: {
      '200': {
        description: `Success: \`value\` is \`${value}\`.`,
        content: { 'application/json': { schema: successEnvelope(value) } },
      },
      ...errorResponses(row),
    },
  };
}

// The envelope of envelope.ts, split in its success and failure shapes.
const successEnvelopeSchema: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: true },
    value: { description: "The result: each operation's 200 answer names its schema." },
    errorCode: { type: 'null' },
    message: { type: ['string', 'null'] },
  },
  required: ['success', 'value', 'errorCode', 'message'],
};

const errorEnvelopeSchema: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    value: {
      type: ['object', 'null'],
      description:
        'Null, or the details a call names (login, SMS and password calls: LoginFailure).',
    },
    errorCode: ref('ErrorCode'),
    message: { type: ['string', 'null'] },
  },
  required: ['success', 'value', 'errorCode', 'message'],
};

function errorResponse(text: string): Json {
  return { description: text, content: { 'application/json': { schema: ref('ErrorEnvelope') } } };
}

const responses: Record<string, Json> = {
  Error: errorResponse('Any failure: the error envelope with one of the ErrorCode values.'),
  Forbidden: errorResponse(
    'The session may not make this call: TRIAL_NOT_ALLOWED (trial accounts on real-money calls), NO_PERMISSION.',
  ),
  NotFound: errorResponse(
    'NOT_FOUND (no such route on this platform) or what the input names does not exist (GAME_NOT_FOUND, ...).',
  ),
  RateLimited: errorResponse(
    'RATE_LIMITED: too many attempts; `value.retryAfterSeconds` and the Retry-After header say when to retry.',
  ),
  ServerError: errorResponse('SYSTEM_ERROR (500) or MAINTENANCE (503).'),
  Unauthorized: errorResponse(
    'No token (NOT_LOGGED_IN) or the session ended (SESSION_EXPIRED); wrong credentials on login.',
  ),
  ValidationError: errorResponse(
    'VALIDATION_ERROR: the input does not fit the schema; or another client mistake its code names (ENCRYPTION_INVALID, WEAK_PASSWORD, FIELD_FORMAT, ...).',
  ),
};

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The document for every public row of the table. */
export function buildOpenApiDocument(): OpenApiDocument {
  const inputs = new ComponentSet('input');
  const outputs = new ComponentSet('output');
  inputs.add(encryptedBodySchema, 'EncryptedBody');
  // Entities several answers hold: named once, referenced by each.
  const entities = {
    AnnouncementItem: announcementItemSchema,
    BetOrder: betOrderSchema,
    Game: gameSchema,
    LoginFailure: loginFailureSchema,
    LotteryGame: lotteryGameSchema,
  };
  for (const [name, schema] of Object.entries(entities)) outputs.add(schema, name);

  const paths: OpenApiDocument['paths'] = {};
  for (const row of publicEndpoints()) {
    const path = openApiPath(row.path);
    paths[path] = { ...paths[path], [row.method.toLowerCase()]: operation(row, inputs, outputs) };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Platform API', version: apiVersion, description },
    tags: Object.entries(tagDescriptions).map(([name, text]) => ({ name, description: text })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `token` of a login, registration or free-play answer.',
        },
      },
      responses,
      schemas: sortedByKey({
        ...inputs.schemas(),
        ...outputs.schemas(),
        ErrorCode: { type: 'string', enum: [...errorCodes] },
        ErrorEnvelope: errorEnvelopeSchema,
        SuccessEnvelope: successEnvelopeSchema,
      }),
    },
  };
}
