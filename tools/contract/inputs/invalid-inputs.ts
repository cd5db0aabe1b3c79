import type { Endpoint } from '@app/contracts/endpoints';
import type { CallInput } from '../platform-client';
import {
  accepts,
  inputJsonSchema,
  parts,
  schemaOf,
  withPart,
  type JsonSchema,
  type Part,
} from './wire';

/**
 * Invalid inputs: a valid input with one thing broken, so the answer can only be a refusal of
 * that one thing: a required field missing, a field of the wrong type, or a value outside its
 * range, length, pattern or options; a JSON body that is not an object; an encrypted body that
 * no key opens. Each candidate is kept only when the zod schema refuses it as it travels.
 */
export type InvalidInput = { label: string; input: CallInput; brokenEnvelope?: boolean };

/** At most this many broken inputs per row: enough to see the refusals, quick to send. */
const MAX_PER_ROW = 8;

type Mutation = { what: string; value: unknown };

/** Ways to break one field, most telling first. */
function mutations(field: JsonSchema, asText: boolean): Mutation[] {
  const out: Mutation[] = [];
  const types = Array.isArray(field.type) ? field.type : field.type ? [field.type] : [];
  if (field.enum) out.push({ what: 'not one of the options', value: 'NOT_AN_OPTION' });
  if (field.const !== undefined)
    out.push({ what: 'not the only value allowed', value: field.const === true ? false : 'x' });
  if (typeof field.pattern === 'string')
    out.push({ what: 'does not match its pattern', value: '#%!' });
  if (typeof field.maximum === 'number')
    out.push({ what: 'above its maximum', value: field.maximum + 1 });
  if (typeof field.minimum === 'number')
    out.push({ what: 'below its minimum', value: field.minimum - 1 });
  if (typeof field.exclusiveMinimum === 'number')
    out.push({ what: 'not above its minimum', value: field.exclusiveMinimum });
  if (typeof field.maxLength === 'number')
    out.push({ what: 'longer than allowed', value: 'x'.repeat(field.maxLength + 1) });
  if (types.includes('integer') || types.includes('number'))
    out.push({ what: 'not a number', value: 'abc' });
  else if (types.includes('boolean')) out.push({ what: 'not a boolean', value: 'maybe' });
  else if (!asText && types.includes('string')) out.push({ what: 'not a string', value: 12345 });
  else if (!asText && (types.includes('object') || types.includes('array')))
    out.push({ what: `not an ${types.includes('array') ? 'array' : 'object'}`, value: 'x' });
  return out;
}

const asWire = (value: unknown, asText: boolean) =>
  asText && typeof value !== 'string' ? String(value) : value;

function partValue(input: CallInput, part: Part): Record<string, unknown> {
  const value = part === 'body' ? input.body : input[part];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Fields with rules first (required ones before optional ones), in schema order otherwise. */
function byInterest(json: JsonSchema): [string, JsonSchema][] {
  const required = new Set(json.required ?? []);
  const score = ([name, field]: [string, JsonSchema]) =>
    (required.has(name) ? 2 : 0) +
    (field.enum || field.pattern || field.maximum !== undefined || field.const !== undefined
      ? 1
      : 0);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => score(b.entry) - score(a.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

function candidatesOfPart(row: Endpoint, part: Part, base: CallInput): InvalidInput[] {
  const schema = schemaOf(row, part);
  if (!schema) return [];
  const json = inputJsonSchema(schema);
  const asText = part !== 'body' || row.encoding === 'form';
  const value = partValue(base, part);
  const out: InvalidInput[] = [];
  if (part === 'body' && !asText)
    out.push({ label: 'body: an array, not an object', input: withPart(base, part, []) });
  for (const name of json.required ?? []) {
    const { [name]: _dropped, ...rest } = value;
    out.push({ label: `${part}.${name}: missing`, input: withPart(base, part, rest) });
  }
  // One break per field first, then a second one per field while there is room.
  const perField = byInterest(json).map(([name, field]) =>
    mutations(field, asText).map((m) => ({
      label: `${part}.${name}: ${m.what}`,
      input: withPart(base, part, { ...value, [name]: asWire(m.value, asText) }),
    })),
  );
  for (let round = 0; round < 2; round += 1)
    for (const options of perField) {
      const option = options[round];
      if (option) out.push(option);
    }
  return out;
}

/** The broken inputs to send to a row, derived from one valid (or valid-looking) input. */
export function invalidInputs(row: Endpoint, base: CallInput): InvalidInput[] {
  const kept: InvalidInput[] = [];
  if (row.encoding === 'encrypted')
    kept.push({ label: 'body: an envelope no key opens', input: base, brokenEnvelope: true });
  for (const part of parts) {
    for (const candidate of candidatesOfPart(row, part, base)) {
      if (kept.length >= MAX_PER_ROW) return kept;
      const wire = part === 'body' ? candidate.input.body : candidate.input[part];
      if (!accepts(row, part, wire)) kept.push(candidate);
    }
  }
  return kept;
}
