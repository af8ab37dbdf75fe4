import { describe, expect, it } from 'vitest';
import { depositLimitRefusalItems, parseDepositLimitRefusal } from './deposit-limit.ts';

describe('deposit limit refusal', () => {
  it('names the amount left and the date, or plain depositLimitReached when nothing is left', () => {
    expect(depositLimitRefusalItems({ amountLeft: 3000, nextPossibleDate: '2026-12-01' }).join('|')).toBe(
      'depositLimitReached_New|3000|2026-12-01',
    );
    expect(depositLimitRefusalItems({ amountLeft: 0, nextPossibleDate: '2026-12-01' }).join('|')).toBe(
      'depositLimitReached|0|2026-12-01',
    );
    expect(depositLimitRefusalItems({ amountLeft: 5000, nextPossibleDate: null }).join('|')).toBe(
      'depositLimitReached_New|5000',
    );
  });

  it('reads what it writes and nothing else', () => {
    expect(parseDepositLimitRefusal('depositLimitReached_New|3000|2026-12-01')).toEqual({
      code: 'depositLimitReached_New',
      amountLeft: 3000,
      nextPossibleDate: '2026-12-01',
    });
    expect(parseDepositLimitRefusal('depositLimitReached|0|2026-12-01')?.code).toBe('depositLimitReached');
    expect(parseDepositLimitRefusal('depositLimitReached_New|5000')?.nextPossibleDate).toBeNull();
    for (const other of [
      'depositLimitReached_New',
      'depositLimitReached_New|x|2026-12-01',
      'depositLimitReached_New|30|1.12.2026',
      'depositLimitReached_New|30|2026-12-01|more',
      '26|3000|2026-12-01',
      '',
    ]) {
      expect(parseDepositLimitRefusal(other), other).toBeNull();
    }
  });
});
