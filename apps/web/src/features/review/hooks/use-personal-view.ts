// The practice player's personal details as review shows them (SPEC §2 Review, §3 Address read).
import type { AddressRead } from '@shop/contracts/user';
import { formatDate, localeForCountry } from '@shop/domain/locale';
import { useTranslation } from 'react-i18next';
import { useReviewAddress } from '../api/address';

function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export type PersonalView = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lines: string[] };

function linesOf(read: AddressRead, country: string, language: string, salutation: string | null): string[] {
  const { address } = read;
  const name = [salutation, address.firstName, address.surname].filter(Boolean).join(' ');
  const place =
    country === 'US'
      ? `${address.city}, ${address.stateCode} ${address.zipCode}`
      : `${address.zipCode} ${address.city}`;
  const lines = [name, address.street1, address.street2, place.trim(), countryName(country, language)];
  if (read.birthdate !== null) lines.push(formatDate(read.birthdate, country));
  return lines.filter((line) => line.trim() !== '');
}

export function usePersonalView(country: string): PersonalView {
  const { t, i18n } = useTranslation();
  const query = useReviewAddress(true);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'failed' };
  const gender = query.data.gender;
  const salutation = gender === null ? null : t(`review.personal.salutation.${gender}`);
  const language = i18n.language || localeForCountry(country);
  return { status: 'ready', lines: linesOf(query.data, country, language, salutation) };
}
