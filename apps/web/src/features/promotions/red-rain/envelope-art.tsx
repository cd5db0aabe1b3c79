/** A red envelope with its gold seal (drawn, so nothing is fetched; flat fills, no ids). */
export function EnvelopeArt({ className, open = false }: { className?: string; open?: boolean }) {
  return (
    <svg
      viewBox="0 0 48 60"
      width="48"
      height="60"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="44" height="56" rx="7" fill="#d9192c" />
      <rect
        x="2"
        y="2"
        width="44"
        height="56"
        rx="7"
        fill="none"
        stroke="#f7c548"
        strokeWidth="2"
      />
      {open ? (
        <path d="M4 10 L24 24 L44 10" fill="none" stroke="#f7c548" strokeWidth="2" />
      ) : (
        <path d="M3 9a6 6 0 0 1 6-6h30a6 6 0 0 1 6 6v9Q24 33 3 18z" fill="#a80f1d" />
      )}
      <circle cx="24" cy={open ? 36 : 26} r="8.5" fill="#f7c548" />
      <path d={open ? 'M24 31l4.5 5-4.5 5-4.5-5z' : 'M24 21l4.5 5-4.5 5-4.5-5z'} fill="#a80f1d" />
    </svg>
  );
}
