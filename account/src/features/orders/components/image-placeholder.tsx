/** Drawn stand-in for a product without a picture (My Orders, order detail). */
export function ImagePlaceholder({ className, size = 64 }: { className?: string; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className={className}>
      <rect x="0" y="0" width="64" height="64" rx="8" fill="currentColor" opacity="0.12" />
      <path d="M14 46 L27 30 L36 40 L42 33 L52 46 Z" fill="currentColor" opacity="0.45" />
      <circle cx="42" cy="22" r="5" fill="currentColor" opacity="0.45" />
    </svg>
  );
}
