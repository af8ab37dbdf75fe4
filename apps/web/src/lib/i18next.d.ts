// Typed translation keys: t() accepts only keys of the English files (STYLE habit 8).
import 'i18next';
import type { Texts } from './texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
    returnNull: false;
  }
}
