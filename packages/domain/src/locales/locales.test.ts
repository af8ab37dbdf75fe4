import { describe, expect, it } from 'vitest';
import { localeProblems, placeholdersOf, pluralCategoriesOf, type TextKey } from './locales.ts';

const english = {
  title: 'Payouts',
  greeting: 'Hello, {{name}}!',
  left_one: '{{count}} booking left',
  left_other: '{{count}} bookings left',
  group: { heading: 'In {{days}} days' },
};

describe('the parity check of the translation format', () => {
  it('passes a complete translation, plural forms by the language', () => {
    const french = {
      title: 'Retraits',
      greeting: 'Bonjour, {{name}} !',
      left_one: 'Il reste {{count}} échéance',
      left_many: 'Il reste {{count}} d’échéances',
      left_other: 'Il reste {{count}} échéances',
      group: { heading: 'Dans {{days}} jours' },
    };
    expect(localeProblems({ language: 'en', texts: english }, { language: 'fr', texts: french })).toEqual([]);
  });

  it('names missing and extra keys, empty texts, other placeholders and missing plural forms', () => {
    const german = {
      greeting: 'Hallo, {{nom}}!',
      left_other: 'noch {{count}} Buchungen',
      group: { heading: ' ' },
      extra: 'Mehr',
    };
    expect(localeProblems({ language: 'en', texts: english }, { language: 'de', texts: german }).sort()).toEqual([
      'extra: not in en',
      'greeting: placeholders nom instead of name',
      'group.heading: empty',
      'group.heading: placeholders  instead of days',
      'left: plural forms other instead of one, other',
      'title: missing',
    ]);
  });

  it('knows the plural categories each shop language needs', () => {
    expect(pluralCategoriesOf('de')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('fr')).toEqual(['many', 'one', 'other']);
    expect(placeholdersOf('{{ amount }} on {{date, datetime}} and {{amount}}')).toEqual(['amount', 'date']);
  });

  it('types keys as i18next takes them: nested with a dot, a counted text by its base key', () => {
    const keys: TextKey<typeof english>[] = ['title', 'greeting', 'left', 'group.heading'];
    // @ts-expect-error a plural form is not a key of its own
    const suffixed: TextKey<typeof english> = 'left_one';
    expect([...keys, suffixed]).toHaveLength(5);
  });
});
