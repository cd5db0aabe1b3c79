import type { Endpoint } from '@app/contracts/endpoints';
import fc from 'fast-check';
import { z } from 'zod';
import type { CallInput } from '../platform-client';
import {
  accepts,
  inputJsonSchema,
  parsePart,
  parts,
  schemaOf,
  toWire,
  type JsonSchema,
  type Part,
} from './wire';

/**
 * Valid inputs built from a row's schemas: fast-check arbitraries made from each part's JSON
 * Schema (the same one the OpenAPI document shows), sampled with a fixed seed, and kept only
 * when the zod schema accepts them as they travel (zod is the contract; the JSON Schema loses
 * refinements such as the language codes).
 *
 * - minimal: required fields only;
 * - full: every field, minus optional ones no sample satisfied (reported back as dropped).
 */
export type Mode = 'minimal' | 'full';

const letters = fc.constantFrom(...'abcdefghijkmnpqrstuvwxyz23456789'.split(''));
const SAMPLES = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = Math.max(schema.minLength ?? 1, 1);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 12, 12));
  return fc.string({ unit: letters, minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : null;
  const low = schema.minimum ?? (exclusiveMin !== null ? exclusiveMin : 0);
  // Small values near the lower bound look like what a client sends (page 1, a few items).
  const high = Math.min(schema.maximum ?? low + 50, low + 50);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc
    .double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
    .map((value) => Math.round(value * 100) / 100);
}

/** An arbitrary for one JSON Schema node (the subset zod emits for the contracts). */
export function arbitraryOf(schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(branch, mode)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, field] of Object.entries(properties)) {
        if (mode === 'full' || required.has(name))
          fields[name] = arbitraryOf(field as JsonSchema, mode);
      }
      return fc.record(fields);
    }
    case 'array': {
      const minLength = schema.minItems ?? (mode === 'full' ? 1 : 0);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      const items = (schema.items ?? {}) as JsonSchema;
      return fc.array(arbitraryOf(items, mode), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant('conformance');
  }
}

/** Drops the optional top-level fields the schema refuses, so the rest of a full sample stays. */
function pruneRefused(
  row: Endpoint,
  part: Part,
  wire: Record<string, unknown>,
  required: Set<string>,
): Record<string, unknown> | null {
  const result = parsePart(row, part, wire);
  if (result.success) return wire;
  const pruned = { ...wire };
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || required.has(key)) return null;
    delete pruned[key];
  }
  return accepts(row, part, pruned) ? pruned : null;
}

/**
 * The part's arbitrary. A field whose input side says little (a transform before a pipe, such as
 * the mobile number's normaliser) also draws from its output side, which keeps the pattern.
 */
function partArbitrary(schema: z.ZodType, mode: Mode): fc.Arbitrary<unknown> {
  const input = inputJsonSchema(schema);
  const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  if (!input.properties || !output.properties) return arbitraryOf(input, mode);
  const required = new Set(input.required ?? []);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, field] of Object.entries(input.properties)) {
    if (mode === 'minimal' && !required.has(name)) continue;
    const fromInput = arbitraryOf(field as JsonSchema, mode);
    const outputField = output.properties[name] as JsonSchema | undefined;
    const differs = outputField && JSON.stringify(outputField) !== JSON.stringify(field);
    fields[name] = differs ? fc.oneof(fromInput, arbitraryOf(outputField, mode)) : fromInput;
  }
  return fc.record(fields);
}

/**
 * The smallest valid png (1 x 1, one grey pixel): the body of a binary row (an image upload).
 * Bytes are not described by a JSON Schema, so they are not generated.
 */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** One valid value of a part as it travels, or null when no sample fits. */
export function samplePart(row: Endpoint, part: Part, mode: Mode, seed: number): unknown {
  const schema = schemaOf(row, part);
  if (!schema) return undefined;
  if (part === 'body' && row.encoding === 'binary') return TINY_PNG;
  const required = new Set(inputJsonSchema(schema).required ?? []);
  const candidates = fc.sample(partArbitrary(schema, mode), { seed, numRuns: SAMPLES });
  for (const candidate of candidates) {
    const wire = toWire(row, part, candidate);
    if (accepts(row, part, wire)) return wire;
  }
  if (mode === 'full') {
    for (const candidate of candidates) {
      const wire = toWire(row, part, candidate);
      if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) continue;
      const pruned = pruneRefused(row, part, wire as Record<string, unknown>, required);
      if (pruned) return pruned;
    }
  }
  return null;
}

/**
 * Up to two valid inputs for the row (minimal and full, when they differ); an empty list when a
 * part has no sample the schema accepts (the runner reports that as a runner limitation).
 */
export function validInputs(row: Endpoint, seed: number): CallInput[] {
  const inputs: CallInput[] = [];
  for (const mode of ['minimal', 'full'] as const) {
    const input: CallInput = {};
    let complete = true;
    for (const part of parts) {
      const value = samplePart(row, part, mode, seed);
      if (value === null) complete = false;
      else if (value !== undefined) Object.assign(input, { [part]: value });
    }
    if (!complete) continue;
    if (!inputs.some((known) => JSON.stringify(known) === JSON.stringify(input)))
      inputs.push(input);
  }
  return inputs;
}
