import { endpoints } from '@app/contracts/endpoints';
import { publicEndpoints } from '@app/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../fixtures';
import { invalidInputs } from '../inputs/invalid-inputs';
import { validInputs } from '../inputs/valid-inputs';
import { inputFits } from '../inputs/wire';

describe('inputs built from the schemas', () => {
  it('gives every public row a valid input its schemas accept, the same for the same seed', () => {
    for (const row of publicEndpoints()) {
      const inputs = validInputs(row, 7);
      expect(inputs.length, row.name).toBeGreaterThan(0);
      for (const input of inputs) expect(inputFits(row, input), row.name).toBe(true);
      expect(validInputs(row, 7)).toEqual(inputs);
    }
  });

  it('samples every field in the full input when a row has optional ones', () => {
    const [minimal, full] = validInputs(endpoints.betOrders, 3);
    expect(minimal).toEqual({ query: {} });
    expect(Object.keys(full!.query!).sort()).toEqual(
      [
        'endDate',
        'from',
        'gameType',
        'kind',
        'pageNo',
        'pageSize',
        'startDate',
        'to',
        'vendor',
        'wallet',
      ].sort(),
    );
  });

  it('breaks one thing per invalid input, each refused by the schemas', () => {
    const base = validInputs(endpoints.favouriteAdd, 1)[0]!;
    const broken = invalidInputs(endpoints.favouriteAdd, base);
    expect(broken.map((b) => b.label)).toEqual([
      'body: an array, not an object',
      'body.nodeId: missing',
      'body.vendor: missing',
      'body.nodeId: above its maximum',
      'body.vendor: does not match its pattern',
      'body.token: longer than allowed',
      'body.nodeId: not above its minimum',
      'body.vendor: not a string',
    ]);
    for (const { input } of broken) expect(inputFits(endpoints.favouriteAdd, input)).toBe(false);
    const login = invalidInputs(endpoints.sessionLogin, validInputs(endpoints.sessionLogin, 1)[0]!);
    expect(login[0]).toMatchObject({
      label: 'body: an envelope no key opens',
      brokenEnvelope: true,
    });
  });

  it('has fixtures only for public rows', () => {
    const names = new Set(publicEndpoints().map((row) => row.name));
    for (const name of Object.keys(fixtures)) expect(names.has(name), name).toBe(true);
  });
});
