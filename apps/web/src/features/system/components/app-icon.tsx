import { useState } from 'react';

type AppIconProps = { sources: string[]; alt: string; size: number; className?: string };

/** Tries each source in turn when one fails to load (spec: "the icon falls back to a per-merchant app icon"). */
export function AppIcon(props: AppIconProps) {
  // Remount when the candidate list changes so the fallback walk starts again.
  return <AppIconImage key={props.sources.join('|')} {...props} />;
}

function AppIconImage({ sources, alt, size, className }: AppIconProps) {
  const [failed, setFailed] = useState(0);
  const src = sources[Math.min(failed, sources.length - 1)];
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed((n) => (n < sources.length - 1 ? n + 1 : n))}
    />
  );
}
