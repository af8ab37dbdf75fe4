// The footer's dialogs, customer support and the legal texts: a chunk of their own, loaded when a player first
// opens one (issue 11: they were in every first visit's code). The footer holds what is open and passes it here,
// so an event sent while this chunk loads is not lost; once loaded the dialogs stay mounted.
import type { LegalDocument } from '../../lib/legal-page';
import type { SupportContext } from '../../lib/support-form';
import { LegalModal } from './legal-modal';
import { SupportModal } from './support-modal';

export type FooterDialogsProps = {
  support: SupportContext | null;
  onCloseSupport: () => void;
  reading: LegalDocument | null;
  country: string;
  onCloseReading: () => void;
};

export default function FooterDialogs({
  support,
  onCloseSupport,
  reading,
  country,
  onCloseReading,
}: FooterDialogsProps) {
  return (
    <>
      <SupportModal context={support} onClose={onCloseSupport} />
      <LegalModal document={reading} country={country} onClose={onCloseReading} />
    </>
  );
}
