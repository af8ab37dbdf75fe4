// Where /extern/purchase-success leads (SPEC §2 External targets): a practice player's first deposit
// goes to the platform's conversion-success page with nfp, optional bonus, the pwa flag and the
// referrer; everyone else to the deposit-success destination or the games page.
import { platformPages } from '../../config/platform-pages';
import { type EssentialRecord, isPwaPlatform } from '../../lib/essential-record';

/** Amounts arrive in the URL: only whole minor units pass on. */
function amountParam(value: string | null): string | null {
  return value !== null && /^\d{1,15}$/.test(value) ? value : null;
}

export function purchaseSuccessDestination(query: URLSearchParams, practice: boolean, record: EssentialRecord): string {
  if (!practice) return record.destinations.depositSuccess ?? platformPages.games;
  const params = new URLSearchParams();
  params.set('nfp', amountParam(query.get('nfp')) ?? '0');
  const bonus = amountParam(query.get('bonus'));
  if (bonus !== null && Number(bonus) > 0) params.set('bonus', bonus);
  params.set('pwa', String(isPwaPlatform(record)));
  params.set('referrer', record.referrer ?? '');
  const base = record.destinations.conversionSuccess ?? platformPages.conversionSuccess;
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}
