/**
 * The TrialHub mark (the same drawing as /favicon.svg): a trial motorbike, wheels in the sport's
 * yellow. Inline so the header never waits for it.
 */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#2e6f3f" />
      <circle cx="16" cy="45" r="9" fill="none" stroke="#f4c542" strokeWidth="4.5" />
      <circle cx="48" cy="45" r="9" fill="none" stroke="#f4c542" strokeWidth="4.5" />
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round">
        <path d="M16 45L26 33H37M48 45L41 21M36 20H45M26 33L31 41H38L41 31" strokeWidth="3.5" />
        <path d="M25 29H36" strokeWidth="4.5" />
      </g>
      <rect x="29" y="34" width="8" height="6" rx="1.5" fill="#fff" />
    </svg>
  );
}
