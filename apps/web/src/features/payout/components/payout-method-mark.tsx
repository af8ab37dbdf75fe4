// Simple inline marks for the payout methods (DESIGN.md: no external image hosts); decorative.
import type { PayoutPaytype } from '@shop/contracts/payout';

export function PayoutMethodMark({ paytype }: { paytype: PayoutPaytype }) {
  return (
    <svg width="48" height="32" viewBox="0 0 48 32" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill="#ffffff" stroke="#c5cdd8" />
      {paytype === 'paypal' ? (
        <text x="24" y="20" textAnchor="middle" fontSize="10" fontWeight="700" fill="#003087" fontFamily="sans-serif">
          PayPal
        </text>
      ) : (
        <g fill="#334155">
          <path d="M14 12 L24 6 L34 12 Z" />
          <rect x="15" y="13" width="3" height="9" />
          <rect x="22.5" y="13" width="3" height="9" />
          <rect x="30" y="13" width="3" height="9" />
          <rect x="13" y="23" width="22" height="3" />
        </g>
      )}
    </svg>
  );
}
