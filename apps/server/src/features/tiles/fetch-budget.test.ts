import { describe, expect, it } from 'vitest';
import { FetchBudget, type BudgetRefusal } from './fetch-budget';

describe('FetchBudget', () => {
  /** Each step: at time t, address asks; the expected answer (undefined: granted). */
  const STEPS: ReadonlyArray<readonly [number, string, BudgetRefusal | undefined]> = [
    [0, 'a', undefined],
    [1, 'a', undefined],
    [2, 'a', 'address'], // a's 2 are used
    [3, 'b', undefined],
    [4, 'b', undefined],
    [5, 'c', 'total'], // 4 of 4 used together, though c has asked for none
    [6, 'a', 'address'], // the address cap is named first
    [999, 'c', 'total'], // still the same window
    [1000, 'a', undefined], // a new window starts both counts again
    [1001, 'a', undefined],
    [1002, 'a', 'address'],
    [1003, 'c', undefined],
  ];

  it('grants per address and in total, refusing without taking, within fixed windows', () => {
    let now = 0;
    const budget = new FetchBudget({ perAddress: 2, total: 4, windowMs: 1000 }, () => now);
    const answers = STEPS.map(([at, address]) => {
      now = at;
      return budget.take(address);
    });
    expect(answers).toEqual(STEPS.map(([, , expected]) => expected));
  });
});
