// The shop's mark: an inline SVG coin, no external image.
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--color-accent)" />
      <circle cx="16" cy="16" r="10.5" fill="none" stroke="#ffd166" strokeWidth="2" />
      <path d="M16 9.5l2 4.2 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z" fill="#ffd166" />
    </svg>
  );
}
