/**
 * The TrialHub mark: /favicon.svg itself (a trial motorbike in solid shapes — knobby tyres in the sport's
 * yellow, engine block, tank and tail — that reads as a motorbike down to 16 px). An <img> of the file the
 * browser fetches for the tab icon anyway, not inline SVG: it keeps ~0.4 KB out of the home page's JS
 * budget, and the fixed size means nothing moves while it loads.
 */
export function Logo({ size = 30 }: { size?: number }) {
  return <img src="/favicon.svg" width={size} height={size} alt="" aria-hidden style={{ display: 'block' }} />;
}
