// Simple inline marks for the benefit boxes (DESIGN.md: no emoji, no external images).
import type { BenefitBox } from '../benefit-boxes';

const PATHS: Readonly<Record<BenefitBox, string>> = {
  // A trophy.
  win: 'M7 4h10v4a5 5 0 0 1-10 0V4zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 13v4M8 20h8M9 17h6',
  premium: 'M7 4h10v4a5 5 0 0 1-10 0V4zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 13v4M8 20h8M9 17h6',
  // A gift.
  bonus: 'M4 10h16v4H4zM5 14h14v6H5zM12 10v10M12 10c-2-4-6-4-6-1.5S9 10 12 10zM12 10c2-4 6-4 6-1.5S15 10 12 10z',
  // A diamond.
  diamonds: 'M7 4h10l4 5-9 11L3 9zM3 9h18M9 4l3 16M15 4l-3 16',
  // A shield with a tick.
  payment: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  diamondPayment: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  // A phone.
  paymentPwa: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  diamondPaymentPwa: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
};

export function BenefitIcon({ box }: { box: BenefitBox }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[box]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
