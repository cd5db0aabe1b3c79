import type { Endpoint } from '@app/contracts/endpoints';
import { dropBlankQueryValues } from '@app/contracts/query-fields';
import { z } from 'zod';
import type { CallInput } from '../platform-client';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** The parts of a request a row may have a schema for. */
export type Part = 'query' | 'params' | 'body';
export const parts: readonly Part[] = ['query', 'params', 'body'];

export function schemaOf(row: Endpoint, part: Part): z.ZodType | undefined {
  return row[part];
}

/** The JSON Schema of what a client sends (zod's input side), as the OpenAPI document has it. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** Query values, path parameters and form fields travel as text. */
function travelsAsText(row: Endpoint, part: Part): boolean {
  return part !== 'body' || row.encoding === 'form';
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** A generated value as it travels: objects of text for queries, parameters and forms. */
export function toWire(row: Endpoint, part: Part, value: unknown): unknown {
  if (!travelsAsText(row, part)) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(value))
    if (field !== undefined) out[key] = asText(field);
  return out;
}

/** The row's schema applied to a part as a platform reads it (blank query values dropped). */
export function parsePart(row: Endpoint, part: Part, wire: unknown) {
  const schema = schemaOf(row, part) ?? z.unknown();
  // An absent part reads as empty: platforms parse `{}` (JSON rows without a body included).
  return schema.safeParse(part === 'query' ? dropBlankQueryValues(wire) : (wire ?? {}));
}

export function accepts(row: Endpoint, part: Part, wire: unknown): boolean {
  return parsePart(row, part, wire).success;
}

/** Whether every part of the input fits its schema. */
export function inputFits(row: Endpoint, input: CallInput): boolean {
  return parts.every((part) => accepts(row, part, part === 'body' ? input.body : input[part]));
}

/** The input with one part replaced. */
export function withPart(input: CallInput, part: Part, wire: unknown): CallInput {
  return { ...input, [part]: wire } as CallInput;
}
