/** The TrialHub mark (the same drawing as /favicon.svg), inline so the header never waits for it. */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#2e6f3f" />
      <circle cx="20" cy="42" r="10" fill="none" stroke="#f4c542" strokeWidth="5" />
      <circle cx="46" cy="42" r="10" fill="none" stroke="#f4c542" strokeWidth="5" />
      <path
        d="M20 42l10-16h10l6 16M30 26l-4-6h-6"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
