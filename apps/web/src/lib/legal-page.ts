// The platform's legal texts read inside the shop (SPEC §1 footer, §7): the terms and the right of withdrawal,
// opened by an event any view can send (the footer and the review's acceptance links). The dialog that fetches and
// shows them (legal-text.ts, components/layout/legal-modal.tsx) loads when a player first opens one (issue 11).

export type LegalDocument = 'terms' | 'withdrawal';

/** Asks the shell's legal dialog to show a text (the review's acceptance links do, as the footer does). */
export const LEGAL_TEXT_EVENT = 'legal-text:open';

export function openLegalText(document: LegalDocument): void {
  window.dispatchEvent(new CustomEvent<LegalDocument>(LEGAL_TEXT_EVENT, { detail: document }));
}

export function isLegalDocument(value: unknown): value is LegalDocument {
  return value === 'terms' || value === 'withdrawal';
}
