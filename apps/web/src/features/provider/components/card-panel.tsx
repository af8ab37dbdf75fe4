// The card provider's form: the saved card when there is one, else (or after "edit") full entry in the
// shop's fields or the PSP's hosted fields, as the details say.
import type { ProviderDetails } from '@shop/contracts/purchase';
import { useState } from 'react';
import type { TextsModule } from '../../../lib/i18n';
import type { DraftCard } from '../../../lib/payment-draft';
import { CardEntryForm } from './card-entry-form';
import { HostedCardForm } from './hosted-card-form';
import { SavedCardForm } from './saved-card-form';

/** This form's texts, loaded with it: its locale file (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../../locales/*/provider-card.json');

type CardPanelProps = {
  details: Extract<ProviderDetails, { type: 'CARD' }>;
  /** The holder the player entered last time for this provider, if any. */
  draftHolder: string;
  complete: (card: DraftCard) => void;
};

export function CardPanel({ details, draftHolder, complete }: CardPanelProps) {
  // SPEC §2: edit resets the details, requires the CVC and touches the fields.
  const [edited, setEdited] = useState(false);
  if (details.card !== null && !edited) {
    return <SavedCardForm details={details} card={details.card} onEdit={() => setEdited(true)} complete={complete} />;
  }
  const holder = edited ? '' : draftHolder;
  return details.cardMode === 'hosted' ? (
    <HostedCardForm details={details} edited={edited} initialHolder={holder} complete={complete} />
  ) : (
    <CardEntryForm details={details} edited={edited} initialHolder={holder} complete={complete} />
  );
}
