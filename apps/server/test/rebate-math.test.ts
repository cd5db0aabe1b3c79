import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountAt,
  ceilingOf,
  computeRebates,
  type RebateInput,
  type TurnoverLine,
} from '../src/services/rebate-math';

/**
 * The rebate maths of issue 17 (pure): own = turnover x own rate, team = turnover x the rate
 * difference to the child on the path; rounded down per line; never more than turnover x the top
 * ancestor's rate; nobody negative.
 */

/** A team as parent links and rates per member (same rate for every game type). */
function teamInput(
  parents: Record<number, number | null>,
  rates: Record<number, number | Record<string, number>>,
  lines: TurnoverLine[],
): RebateInput {
  const pathOf = (memberId: number) => {
    const path = [memberId];
    for (let p = parents[memberId]; p != null; p = parents[p]) path.push(p);
    return path;
  };
  const rateOf = (memberId: number, gameType: string) => {
    const r = rates[memberId];
    if (r === undefined) return 0;
    return typeof r === 'number' ? r : (r[gameType] ?? 0);
  };
  return { lines, pathOf, rateOf };
}

const amounts = (input: RebateInput) =>
  Object.fromEntries(
    [...computeRebates(input).values()].map((m) => [m.memberId, [m.ownMinor, m.teamMinor]]),
  );

describe('a day of rebates', () => {
  // agent 1 (100 bp) > sub 2 (70 bp) > player 3 (40 bp); direct player 4 (50 bp) under 1.
  const parents = { 1: null, 2: 1, 3: 2, 4: 1 };
  const rates = { 1: 100, 2: 70, 3: 40, 4: 50 };

  it('pays the player its own rate and each upline the difference to its child', () => {
    const input = teamInput(parents, rates, [
      { memberId: 3, gameType: 'RNG', turnoverMinor: 1_000_00 },
    ]);
    // 1,000.00 x 0.40% = 4.00; sub 0.30% = 3.00; agent 0.30% = 3.00.
    expect(amounts(input)).toEqual({ 3: [4_00, 0], 2: [0, 3_00], 1: [0, 3_00] });
    expect(ceilingOf(input)).toBe(10_00);
  });

  it("adds an agent's own play and its several downlines' lines", () => {
    const input = teamInput(parents, rates, [
      { memberId: 3, gameType: 'RNG', turnoverMinor: 200_00 },
      { memberId: 4, gameType: 'LIVE', turnoverMinor: 300_00 },
      { memberId: 1, gameType: 'RNG', turnoverMinor: 50_00 },
      { memberId: 2, gameType: 'FISH', turnoverMinor: 100_00 },
    ]);
    const result = computeRebates(input);
    // agent: own 0.50; team from 3: 0.60, from 4: 1.50, from 2: 0.30.
    expect(result.get(1)).toMatchObject({ ownMinor: 50, teamMinor: 60 + 150 + 30 });
    expect(result.get(2)).toMatchObject({ ownMinor: 70, teamMinor: 60 });
    expect(result.get(1)?.games.get('RNG')).toEqual({
      turnoverMinor: 50_00,
      teamTurnoverMinor: 200_00,
      rateBp: 100,
      ownMinor: 50,
      teamMinor: 60,
    });
  });

  it('rounds down per line and keeps the line at turnover x the top rate', () => {
    // 0.33 x 0.40% = 0.00132 -> 0; cumulative 0.70%: 0.00231 -> 0; 1.00%: 0.0033 -> 0.
    const input = teamInput(parents, rates, [{ memberId: 3, gameType: 'RNG', turnoverMinor: 33 }]);
    expect(amounts(input)).toEqual({ 3: [0, 0], 2: [0, 0], 1: [0, 0] });
    // 3.33: player floor(1.332) = 1, cumulative floor(2.331) = 2 -> sub 1, floor(3.33) = 3 -> 1.
    const odd = teamInput(parents, rates, [{ memberId: 3, gameType: 'RNG', turnoverMinor: 333 }]);
    expect(amounts(odd)).toEqual({ 3: [1, 0], 2: [0, 1], 1: [0, 1] });
  });

  it('caps a downline whose rate is above its upline (the upline was lowered later)', () => {
    const input = teamInput({ 1: null, 2: 1, 3: 2 }, { 1: 50, 2: 120, 3: 80 }, [
      { memberId: 3, gameType: 'RNG', turnoverMinor: 1_000_00 },
    ]);
    // Effective rates 50 / 50 / 50: the player gets 5.00, nobody above gets anything.
    expect(amounts(input)).toEqual({ 3: [5_00, 0], 2: [0, 0], 1: [0, 0] });
  });

  it('pays nothing on missing rates and on lines of no turnover, but lists the members', () => {
    const input = teamInput({ 1: null, 2: 1 }, {}, [
      { memberId: 2, gameType: 'RNG', turnoverMinor: 500_00 },
      { memberId: 1, gameType: 'RNG', turnoverMinor: 0 },
      { memberId: 1, gameType: 'LIVE', turnoverMinor: -10_00 },
    ]);
    expect(amounts(input)).toEqual({ 2: [0, 0], 1: [0, 0] });
  });

  it('computes floor(turnover x bp / 10000) exactly for large turnovers', () => {
    expect(amountAt(123_456_789_012_345, 299)).toBe(
      Number((123_456_789_012_345n * 299n) / 10_000n),
    );
    expect(amountAt(9_999, 300)).toBe(299);
  });

  it('refuses a path that does not start with the member', () => {
    expect(() =>
      computeRebates({
        lines: [{ memberId: 1, gameType: 'RNG', turnoverMinor: 10 }],
        pathOf: () => [2, 1],
        rateOf: () => 0,
      }),
    ).toThrow(/path/);
  });
});

/** Random teams: parents always have smaller ids; random rates (also "illegal" ones). */
const teamArb = fc.integer({ min: 1, max: 12 }).chain((size) =>
  fc.record({
    parents: fc.tuple(
      ...Array.from({ length: size }, (_, i) =>
        i === 0 ? fc.constant(null) : fc.option(fc.integer({ min: 1, max: i }), { nil: null }),
      ),
    ),
    rates: fc.array(
      fc.record({
        RNG: fc.integer({ min: 0, max: 300 }),
        LIVE: fc.integer({ min: 0, max: 300 }),
      }),
      { minLength: size, maxLength: size },
    ),
    lines: fc.array(
      fc.record({
        memberId: fc.integer({ min: 1, max: size }),
        gameType: fc.constantFrom('RNG', 'LIVE'),
        turnoverMinor: fc.integer({ min: 0, max: 10_000_000_000 }),
      }),
      { maxLength: 30 },
    ),
  }),
);

describe('rebate guarantees (property)', () => {
  it('pays exactly the sum of floor(turnover x top rate) per line; nobody negative', () => {
    fc.assert(
      fc.property(teamArb, ({ parents, rates, lines }) => {
        const parentOf: Record<number, number | null> = {};
        const rateOf: Record<number, Record<string, number>> = {};
        parents.forEach((p, i) => {
          parentOf[i + 1] = p;
          rateOf[i + 1] = rates[i]!;
        });
        const input = teamInput(parentOf, rateOf, lines);
        const result = [...computeRebates(input).values()];
        const paid = result.reduce((sum, m) => sum + m.ownMinor + m.teamMinor, 0);
        // The telescoping sum: each line pays floor(T x rate(top) / 10000), so the day pays
        // exactly the sum of those, never more.
        expect(paid).toBe(ceilingOf(input));
        const exact = lines.reduce((sum, l) => {
          const path = input.pathOf(l.memberId);
          const top = path[path.length - 1]!;
          return sum + (l.turnoverMinor * input.rateOf(top, l.gameType)) / 10_000;
        }, 0);
        expect(paid).toBeLessThanOrEqual(exact + 1e-6);
        for (const m of result) {
          expect(m.ownMinor).toBeGreaterThanOrEqual(0);
          expect(m.teamMinor).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(m.ownMinor) && Number.isInteger(m.teamMinor)).toBe(true);
          for (const share of m.games.values()) {
            expect(share.ownMinor).toBeGreaterThanOrEqual(0);
            expect(share.teamMinor).toBeGreaterThanOrEqual(0);
          }
        }
        // A member never earns more on its own turnover than its own rate allows.
        for (const m of result)
          for (const [gameType, share] of m.games)
            expect(share.ownMinor).toBeLessThanOrEqual(
              amountAt(share.turnoverMinor, input.rateOf(m.memberId, gameType)),
            );
      }),
      { numRuns: 300 },
    );
  });
});
