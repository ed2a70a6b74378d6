import type { RiderPage } from '@trialhub/domain';

/**
 * What a rider page's link preview shows (issue #38): name, club and class, and the statistics a rider
 * is proud of — from the visitor's view of the page (`RidersService.page(null, …)`), so it never shows
 * more than the page.
 */
export function riderCardContent(page: RiderPage) {
  const { rider, statistics: s, championships } = page;
  // Stages with a result of those entered, and the share of cleans: numbers read alike in every language.
  const numbers = [`${s.stagesWithResult}/${s.stagesEntered}`, s.cleansPercent === null ? null : `${s.cleansPercent} %`]
    .filter(Boolean)
    .join(' · ');
  return {
    // Club, class and birth year read alike in every language; so do the numbers below.
    kicker: [rider.clubId, rider.racingClass, String(rider.birthYear)].filter(Boolean).join(' · '),
    title: rider.name,
    lines: [numbers].filter(Boolean),
    rows: championships.slice(0, 5).map((c) => ({
      color: '#f4c542',
      label: c.group,
      name: c.championshipName,
      figure: c.position === null ? '—' : `#${c.position}`,
    })),
  };
}
