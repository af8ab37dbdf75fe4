// Texts of the host platform's legal help pages (terms, withdrawal, company info, privacy) in every shop language:
// src/locales/<language>/help.json (the demo note, the date) and help-<kind>.json, one document each (docs/conventions.md,
// "Texts"). Demo texts for a fictional operator: every page says so in a small note. The documents are legal texts per
// jurisdiction, so a language may have a section more than English (the parity test compares title and intro).
import { shopTextsOf } from '../../i18n/texts.ts';

export type HelpDocumentKind = 'agb' | 'withdrawal' | 'imprint' | 'privacy';
export type HelpLanguage = 'en' | 'en-GB' | 'de' | 'fr' | 'da' | 'es' | 'nl' | 'sv';

export type HelpBlock =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  /** An address or contact block: one line each. */
  | { readonly kind: 'lines'; readonly lines: readonly string[] }
  /** A form to copy, e.g. the model withdrawal form: one line each, shown boxed. */
  | { readonly kind: 'form'; readonly lines: readonly string[] }
  /**
   * The payout rule of the flow (SPEC §5: more than the fee): `withFee` names the fee of the page's country
   * in place of {{fee}}, `withoutFee` is for countries whose account currency the page cannot know.
   */
  | { readonly kind: 'payoutFee'; readonly withFee: string; readonly withoutFee: string };

export interface HelpSection {
  readonly heading: string;
  readonly blocks: readonly HelpBlock[];
}

export interface HelpDocument {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly HelpSection[];
}

export interface HelpTexts {
  readonly demoNote: string;
  readonly lastUpdated: string;
  readonly documents: Readonly<Record<HelpDocumentKind, HelpDocument>>;
}

const HELP = shopTextsOf('help');
const DOCUMENTS: Readonly<Record<HelpDocumentKind, Readonly<Record<HelpLanguage, unknown>>>> = {
  agb: shopTextsOf('help-agb'),
  withdrawal: shopTextsOf('help-withdrawal'),
  imprint: shopTextsOf('help-imprint'),
  privacy: shopTextsOf('help-privacy'),
};

function textsOf(language: HelpLanguage): HelpTexts {
  const kinds = Object.keys(DOCUMENTS) as HelpDocumentKind[];
  return {
    demoNote: HELP[language].demoNote,
    lastUpdated: HELP[language].lastUpdated,
    // The JSON holds exactly the HelpDocument shape (the block kinds are strings there).
    documents: Object.fromEntries(kinds.map((kind) => [kind, DOCUMENTS[kind][language] as HelpDocument])) as Record<
      HelpDocumentKind,
      HelpDocument
    >,
  };
}

export const HELP_TEXTS: Readonly<Record<HelpLanguage, HelpTexts>> = {
  en: textsOf('en'),
  'en-GB': textsOf('en-GB'),
  de: textsOf('de'),
  fr: textsOf('fr'),
  da: textsOf('da'),
  es: textsOf('es'),
  nl: textsOf('nl'),
  sv: textsOf('sv'),
};
