import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  alt: string;
  /** What stands in for the picture when there is none, or it could not be loaded. */
  fallback: ReactNode;
}

/** A picture, or its stand-in when there is none or it fails to load; a new `src` is tried afresh. */
export function ImageWithFallback({ src, fallback, ...image }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return <img src={src} {...image} onError={() => setFailed(src)} />;
}
