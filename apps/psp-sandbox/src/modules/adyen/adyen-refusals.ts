// The sandbox's refusal codes (the shop's SPEC §8 codes its magic values give) in Adyen's words: the
// refusalReasonCode and refusalReason of a Refused payment and the `reason` of a failed AUTHORISATION. The shop's
// Adyen adapter maps them back; README "Adyen dialect" lists the pairs.
const ADYEN_REFUSALS: Readonly<Record<string, { code: string; reason: string }>> = {
  '4': { code: '32', reason: 'AVS Declined' },
  '5': { code: '10', reason: 'Not supported' },
  '6': { code: '6', reason: 'Expired Card' },
  '7': { code: '24', reason: 'CVC Declined' },
  '8': { code: '2', reason: 'Refused' },
  '9': { code: '4', reason: 'Acquirer Error' },
  '48': { code: '5', reason: 'Blocked Card' },
  '49': { code: '38', reason: 'Authentication required' },
};
const FRAUD = { code: '20', reason: 'FRAUD' };
const REFUSED = { code: '2', reason: 'Refused' };

export function adyenRefusalOf(status: string, refusalCode: string | null): { code: string; reason: string } {
  if (status === 'BLOCKED') return FRAUD;
  return (refusalCode === null ? undefined : ADYEN_REFUSALS[refusalCode]) ?? REFUSED;
}

/** The pairs, for the README's table. */
export const ADYEN_REFUSAL_TABLE = ADYEN_REFUSALS;
