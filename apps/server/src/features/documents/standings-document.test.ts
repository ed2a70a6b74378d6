import {
  type StandingPosition,
  type StandingStageResult,
  type StandingsStage,
  standingsTables,
} from '@trialhub/domain';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { documentTexts } from './document-texts.js';
import { renderDocument } from './pdf-frame.js';
import { standingsBody, standingsNeedLandscape } from './standings-document.js';

/** A season of eight stages and a women's group: what the demo does not have. */
const stages: StandingsStage[] = Array.from({ length: 8 }, (_, order) => ({
  id: `s${order}`,
  slug: `s${order}`,
  title: `Round ${order + 1}`,
  location: ['Sigulda', 'Tartu', 'Cēsis', 'Pärnu', 'Smiltene', 'Võru', 'Kandava', 'Rakvere'][order]!,
  competitionStartDate: new Date(Date.UTC(2026, 3 + order, 10)).toISOString(),
  resultsStatus: 'StandingsPublished',
  order,
  resultsPath: `/x/s${order}/results`,
  timeZone: 'Europe/Riga',
}));
const entry = (order: number, points: number): StandingStageResult => ({
  order,
  points,
  positionAbsolutePoints: points,
  title: `Stage ${order}`,
  status: 'final',
  url: null,
  resultStatus: null,
  clubId: null,
  team: null,
  racingClass: null,
  resultId: null,
});
const rider = (id: string, name: string, group: string, racingNumber: number, points: number[]): StandingPosition => ({
  id,
  name,
  group,
  racingNumber,
  birthYear: null,
  clubId: 'MK Trial Rīga',
  gender: group === 'Women' ? 'female' : 'male',
  team: null,
  participants: [],
  refOriginal: null,
  position: null,
  total: null,
  totalMinusWorst: null,
  results: points.map((p, order) => entry(order, p)),
});

describe('standings document', () => {
  it('turns landscape for a long season and explains how the women’s groups rank, in Estonian', async () => {
    const championship = {
      classes: [{ name: 'Expert', order: 1, bgColor: '#000', borderColor: '#000', clubStandingMultiplier: 1 }],
      hasClubStandings: false,
      hasTeamCompetition: false,
      pointsTable: [20, 17, 15],
      otherPlacesPoints: 1,
    };
    const tables = standingsTables(
      {
        championship,
        mode: 'approve',
        stages,
        positions: [
          rider('a', 'Liene Ķirse', 'Women', 41, [20, 17, 20, 20, 17, 20, 20, 15]),
          rider('b', 'Kärt Õunapuu', 'Women', 42, [17, 20, 17, 17, 20, 17, 17, 20]),
          rider('c', 'Jānis Ēdelmanis', 'Expert', 1, [20, 20, 20, 20, 20, 20, 20, 20]),
        ],
      },
      false,
    );
    expect(standingsNeedLandscape(tables)).toBe(true);
    const t = documentTexts('et');
    const bytes = await renderDocument({
      lang: 'et',
      t,
      federation: 'Eesti Mootorrattaspordi Föderatsioon',
      championship: 'Eesti trialimeistrivõistlused',
      title: t('standingsTitle'),
      subtitle: '',
      status: 'approved',
      timeZone: 'Europe/Tallinn',
      statusAt: new Date('2026-10-01T15:30:00Z'),
      generatedAt: new Date('2026-10-02T08:00:00Z'),
      landscape: true,
      rules: { summary: tables.rulesSummary },
      body: standingsBody(championship, tables, t, 'et', true),
    });
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = (await parser.getText()).text;
    const info = await parser.getInfo({ parsePageInfo: true });
    await parser.destroy();
    // Landscape A4; the venue's clock (Tallinn, UTC+3 in summer), named.
    expect(info.pages.map((p) => [Math.round(p.width), Math.round(p.height)])).toContainEqual([842, 595]);
    expect(text).toContain('Staatus: KINNITATUD · määratud 01.10.2026 18:30 (kohalik aeg, Europe/Tallinn)');
    // Expert before Women (class order, women's groups after); the leader's row with all eight stages.
    expect(text.indexOf('Jānis Ēdelmanis')).toBeLessThan(text.indexOf('Liene Ķirse'));
    expect(text).toContain('1 41 Liene Ķirse MK Trial Rīga 149 134 20 17 20 20 17 20 20 15');
    expect(text).toContain('Naised, juuniorid ja tüdrukud sõidavad erinevates klassides');
    expect(text).toContain('Punktid koha järgi: 20, 17, 15; iga muu koht 1.');
  });
});
