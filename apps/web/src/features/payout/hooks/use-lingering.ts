// A busy flag that stays on for `delayMs` after it was turned off (SPEC §4, §9: the spinner hides
// LOADER_HIDE_DELAY_MS after the payout call finishes), so a quick answer does not just flicker.
import { useEffect, useState } from 'react';

export function useLingering(active: boolean, delayMs: number): boolean {
  const [lingering, setLingering] = useState(active);
  useEffect(() => {
    if (active) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active || lingering;
}
