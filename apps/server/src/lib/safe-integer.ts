// Converts database integers (int8 arrives as text) to JS numbers, refusing anything that would lose precision.
export function toSafeInteger(value: string | number | bigint): number {
  const asBigInt = typeof value === 'bigint' ? value : BigInt(value);
  if (asBigInt > BigInt(Number.MAX_SAFE_INTEGER) || asBigInt < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Integer ${asBigInt} is outside the safe range of a JS number`);
  }
  return Number(asBigInt);
}
