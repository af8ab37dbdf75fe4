// Which footer links show and where they point (SPEC §1): legal pages per country, withdrawal not for US.
import type { Language } from '@shop/domain/language';
import { useTranslation } from 'react-i18next';
import { legalPages } from '../../config/paths';
import { useKnownUser } from '../../lib/session/user-data';

// Before the user is known (not-authorized, error pages) the legal texts follow the language.
const COUNTRY_FOR_LANGUAGE: Readonly<Record<Language, string>> = {
  en: 'GB',
  'en-GB': 'GB',
  de: 'DE',
  fr: 'FR',
  da: 'DK',
  es: 'ES',
  nl: 'NL',
  sv: 'SE',
};

function isLanguage(value: string): value is Language {
  return Object.hasOwn(COUNTRY_FOR_LANGUAGE, value);
}

export type FooterLink = { key: 'companyInfo' | 'terms' | 'withdrawal' | 'privacy'; href: string };

/** The country whose legal texts apply: the player's, or before they are known the language's. */
export function useFooterCountry(): string {
  const user = useKnownUser();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return user?.userCountry ?? (isLanguage(language) ? COUNTRY_FOR_LANGUAGE[language] : 'GB');
}

export function useFooterLinks(): FooterLink[] {
  const country = useFooterCountry();
  const links: FooterLink[] = [
    { key: 'companyInfo', href: legalPages.companyInfo(country) },
    { key: 'terms', href: legalPages.terms(country) },
  ];
  if (country.toUpperCase() !== 'US') links.push({ key: 'withdrawal', href: legalPages.withdrawal(country) });
  links.push({ key: 'privacy', href: legalPages.privacy(country) });
  return links;
}
