// Simple inline marks for the payment methods (DESIGN.md: no external image hosts). Decorative: the
// method's name is always written next to it.
import type { ReactNode } from 'react';
import type { ProviderMarkKind } from '../provider-catalogue';

function Frame({ fill, children }: { fill: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill={fill} stroke="#c5cdd8" />
      {children}
    </svg>
  );
}

function Label({ text, color, size = 11 }: { text: string; color: string; size?: number }) {
  return (
    <text
      x="24"
      y="20"
      textAnchor="middle"
      fontFamily="system-ui, sans-serif"
      fontSize={size}
      fontWeight="700"
      fill={color}
    >
      {text}
    </text>
  );
}

export function ProviderMark({ kind }: { kind: ProviderMarkKind }) {
  switch (kind) {
    case 'card':
      return (
        <Frame fill="#1e3a8a">
          <rect x="0.5" y="7" width="47" height="5" fill="#0f1f4d" />
          <rect x="7" y="17" width="10" height="7" rx="1.5" fill="#fbbf24" />
          <rect x="21" y="20" width="20" height="2.5" rx="1" fill="#c7d2fe" />
        </Frame>
      );
    case 'debit':
      return (
        <Frame fill="#0f766e">
          <rect x="7" y="9" width="10" height="7" rx="1.5" fill="#fde68a" />
          <rect x="7" y="21" width="34" height="2.5" rx="1" fill="#99f6e4" />
        </Frame>
      );
    case 'cartebleue':
      return (
        <Frame fill="#ffffff">
          <path d="M6 26 L20 6 H42 L28 26 Z" fill="#1d4ed8" />
          <Label text="CB" color="#ffffff" size={10} />
        </Frame>
      );
    case 'sepa':
      return (
        <Frame fill="#ffffff">
          <Label text="SEPA" color="#1d4ed8" />
        </Frame>
      );
    case 'ideal':
      return (
        <Frame fill="#ffffff">
          <rect x="8" y="6" width="32" height="20" rx="3" fill="#cc0066" />
          <Label text="iD" color="#ffffff" size={12} />
        </Frame>
      );
    case 'online-banking':
      return (
        <Frame fill="#ffffff">
          <path d="M14 13 L24 7 L34 13 Z" fill="#334155" />
          <rect x="15" y="14" width="3" height="8" fill="#334155" />
          <rect x="22.5" y="14" width="3" height="8" fill="#334155" />
          <rect x="30" y="14" width="3" height="8" fill="#334155" />
          <rect x="13" y="23" width="22" height="3" fill="#334155" />
        </Frame>
      );
    case 'transfer':
      return (
        <Frame fill="#ffffff">
          <path d="M12 12 H32 M28 8 L32 12 L28 16" stroke="#13723f" strokeWidth="2.5" fill="none" />
          <path d="M36 20 H16 M20 16 L16 20 L20 24" stroke="#1d4ed8" strokeWidth="2.5" fill="none" />
        </Frame>
      );
    case 'paypal':
      return (
        <Frame fill="#ffffff">
          <Label text="PayPal" color="#003087" size={10} />
        </Frame>
      );
    case 'skrill':
      return (
        <Frame fill="#862165">
          <Label text="Skrill" color="#ffffff" size={10} />
        </Frame>
      );
    case 'paysafecard':
      return (
        <Frame fill="#ffffff">
          <Label text="psc" color="#008ac9" size={12} />
        </Frame>
      );
    case 'test':
      return (
        <Frame fill="#f4f6fa">
          <Label text="TEST" color="#4a5568" size={10} />
        </Frame>
      );
  }
}
