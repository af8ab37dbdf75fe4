// A player's own limit for a direct-debit provider (issue 25 point 3): an operator granted their limit-increase
// request (modules/ops-requests), and that limit replaces the catalogue's (providers.limit_minor) for them, in the
// shop's provider list, the purchase check and the express offer. A limit granted in another currency than the
// player now pays in no longer applies (a changed currency), as for their own deposit limits.

/** The player's granted limits by provider code, as the shop and purchase queries read them. */
export type PlayerProviderLimits = Readonly<Record<string, { currency: string; amount: number }>>;

export const NO_PLAYER_PROVIDER_LIMITS: PlayerProviderLimits = Object.freeze({});

/** The limit of `code` for the player paying in `currency`: theirs when granted in that currency, else the catalogue's. */
export function providerLimitFor(
  catalogueLimit: number | null,
  code: string,
  limits: PlayerProviderLimits,
  currency: string,
): number | null {
  const own = Object.hasOwn(limits, code) ? limits[code] : undefined;
  return own !== undefined && own.currency === currency ? own.amount : catalogueLimit;
}

/** The JSON the queries aggregate (`json_object_agg(code, {currency, amount})`) as PlayerProviderLimits. */
export function playerProviderLimitsOf(json: unknown): PlayerProviderLimits {
  if (typeof json !== 'object' || json === null) return NO_PLAYER_PROVIDER_LIMITS;
  const limits: Record<string, { currency: string; amount: number }> = {};
  for (const [code, value] of Object.entries(json as Record<string, { currency?: unknown; amount?: unknown }>)) {
    if (typeof value?.currency === 'string' && value.amount !== undefined && value.amount !== null) {
      limits[code] = { currency: value.currency, amount: Number(value.amount) };
    }
  }
  return limits;
}
