// The pay form of the review and the express screen: its error summary lists the acceptance boxes still to
// tick, and a refused submit moves focus to that summary (each time).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptanceBoxId } from '../components/acceptance-boxes';
import type { useAcceptance } from './use-acceptance';

export function usePayForm(acceptance: ReturnType<typeof useAcceptance>, submit: () => readonly unknown[]) {
  const { t } = useTranslation();
  const [focusRequest, setFocusRequest] = useState(0);
  const summary = acceptance.boxes
    .filter((box) => acceptance.hasError(box))
    .map((box) => ({ fieldId: acceptanceBoxId(box), message: t(`review.errors.summary.${box}`) }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit().length > 0) setFocusRequest((count) => count + 1);
  };
  return { summary, focusRequest, onSubmit };
}
