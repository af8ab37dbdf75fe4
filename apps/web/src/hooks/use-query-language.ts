// A ?lang= in a later navigation switches the language and becomes the stored preference.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { changeLanguage, rememberQueryLanguage } from '../lib/i18n';

export function useQueryLanguage(): void {
  const { search } = useLocation();
  useEffect(() => {
    const language = rememberQueryLanguage(search);
    if (language !== undefined) void changeLanguage(language);
  }, [search]);
}
