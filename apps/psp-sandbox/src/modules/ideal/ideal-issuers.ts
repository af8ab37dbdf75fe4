// The iDEAL issuers the sandbox offers: real Dutch banks with their BICs.
export interface IdealIssuer {
  bic: string;
  name: string;
}

export const IDEAL_ISSUERS: readonly IdealIssuer[] = [
  { bic: 'ABNANL2A', name: 'ABN AMRO' },
  { bic: 'INGBNL2A', name: 'ING' },
  { bic: 'RABONL2U', name: 'Rabobank' },
  { bic: 'SNSBNL2A', name: 'SNS' },
  { bic: 'ASNBNL21', name: 'ASN Bank' },
  { bic: 'TRIONL2U', name: 'Triodos Bank' },
  { bic: 'KNABNL2H', name: 'Knab' },
  { bic: 'BUNQNL2A', name: 'bunq' },
];

export function findIssuer(bic: string): IdealIssuer | undefined {
  return IDEAL_ISSUERS.find((issuer) => issuer.bic === bic.toUpperCase());
}
