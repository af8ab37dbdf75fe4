import { describe, expect, it } from 'vitest';
import { createClock } from './clock.ts';

describe('sandbox clock', () => {
  it('advance moves on by exactly the amount, however much real time passes while it is read', () => {
    let real = 1_000;
    // Every read of real time takes a millisecond, as on a busy machine.
    const clock = createClock(() => real++);
    const before = clock.now().getTime();
    expect(clock.advance(10_000)).toBe(true);
    expect(clock.now().getTime() - before).toBe(10_000 + 1);
  });

  it('refuses to go back, by advance or moveTo, and reset returns to real time', () => {
    let real = 5_000;
    const clock = createClock(() => real);
    expect(clock.advance(-1)).toBe(false);
    expect(clock.moveTo(new Date(4_999))).toBe(false);
    expect(clock.now().getTime()).toBe(5_000);
    expect(clock.moveTo(new Date(9_000))).toBe(true);
    real += 100;
    expect(clock.now().getTime()).toBe(9_100);
    clock.reset();
    expect(clock.now().getTime()).toBe(5_100);
  });
});
