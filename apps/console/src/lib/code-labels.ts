// Issue 25 point 10: the internal codes the console shows (states, roles, audit actions, error codes) as words in
// the operator's language. A code this table does not know yet shows as it is, never as an empty cell.
import deCodes from '../locales/de/codes.json';
import enCodes from '../locales/en/codes.json';
import type { Language } from './types';

// The labels: src/locales/<en|de>/codes.json, one group per kind (docs/conventions.md, "Texts").
const TABLES: Readonly<Record<Language, Readonly<Record<CodeKind, Readonly<Record<string, string>>>>>> = {
  en: enCodes,
  de: deCodes,
};
export type CodeKind = keyof typeof enCodes;

/** The code in words in `language`; an unknown code as it is. */
export function codeLabel(language: Language, kind: CodeKind, code: string): string {
  const labels = TABLES[language][kind];
  return Object.hasOwn(labels, code) ? (labels[code] ?? code) : code;
}
