/**
 * The TrialHub mark (the same drawing as /favicon.svg): a trial motorbike in solid shapes — knobby
 * tyres in the sport's yellow, the engine block, tank and tail — so it reads as a motorbike, not a
 * bicycle, down to 16 px. Inline so the header never waits for it.
 */
export function Logo({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#2e6f3f" />
      <g fill="none" stroke="#f4c542" strokeWidth="6" strokeDasharray="4 1.4">
        <circle cx="14" cy="46" r="9.5" />
        <circle cx="50" cy="46" r="9.5" />
      </g>
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round" strokeWidth="4.5">
        <path d="M14 46L27 41" />
        <path d="M50 46L43 20" />
        <path d="M37 17L47 19" />
      </g>
      <path d="M6 27L29 30L31 35L12 33Z" fill="#fff" />
      <path d="M29 30L44 24L46 31L33 36Z" fill="#fff" />
      <rect x="24" y="35" width="16" height="12" rx="3" fill="#fff" />
      <path d="M27 39H37M27 43H37" stroke="#2e6f3f" strokeWidth="1.8" />
    </svg>
  );
}
