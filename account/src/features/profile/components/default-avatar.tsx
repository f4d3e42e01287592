/** The drawn stand-in shown until the customer uploads a profile picture. */
export function DefaultAvatar({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      <rect width="120" height="120" fill="var(--color-brand-soft)" />
      <circle cx="60" cy="46" r="22" fill="var(--color-brand)" opacity="0.55" />
      <path d="M18 120c4-26 22-40 42-40s38 14 42 40z" fill="var(--color-brand)" opacity="0.55" />
    </svg>
  );
}
