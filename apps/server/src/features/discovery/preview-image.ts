import { createHash } from 'node:crypto';
import { rankByClass, standingsGroups, standingsTables, withoutControlCharacters } from '@trialhub/domain';
import { loadSharp } from '../../ops/lazy-modules.js';
import { AppError } from '../../http/app-error.js';
import type { CompetitionsService } from '../competitions/competitions.service.js';
import type { ResultsService } from '../results/results.service.js';
import type { StandingsService } from '../standings/standings.service.js';
import { riderCardContent } from '../riders/rider-card.js';
import type { RidersService } from '../riders/riders.service.js';
import { type Language, stageWhen } from './page-meta.js';

/**
 * Link preview images (issue #18): 1200×630 PNG cards for a stage (event, date, place), its results and
 * a championship's standings (the leader of each class), drawn as SVG and rasterised by sharp — no
 * browser at request time. Each card is built from what a visitor may see (drafts are 404), so it can
 * never show more than the page. The PNG is cached by a hash of its SVG: a changed result or stage
 * makes a new SVG, hence a new PNG, and nothing needs invalidating by hand.
 */
const WIDTH = 1200;
const HEIGHT = 630;
const CACHE_LIMIT = 200;

/**
 * Text as SVG may carry it. XML has no spelling for most control characters (U+0001, U+000B, …): one in
 * a stored name or title made the whole image fail (a 500, issue #41), so they are dropped, as are the
 * invisible ones input refuses today and a clipped emoji's lone surrogate half.
 */
export const escapeXml = (text: string) =>
  withoutControlCharacters(text).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface Card {
  kicker: string;
  title: string;
  lines: string[];
  /** Leaders: class colour, class, name, figure. */
  rows: { color: string; label: string; name: string; figure: string }[];
}

function svgOf(card: Card): string {
  const rows = card.rows.slice(0, 5).map((r, i) => {
    const y = 330 + i * 56;
    return `<rect x="80" y="${y - 30}" width="14" height="40" rx="3" fill="${escapeXml(r.color)}"/>
<text x="110" y="${y}" font-size="30" fill="#d3e4d8">${escapeXml(clip(r.label, 18))}</text>
<text x="420" y="${y}" font-size="32" font-weight="bold" fill="#ffffff">${escapeXml(clip(r.name, 30))}</text>
<text x="1120" y="${y}" font-size="32" fill="#f4c542" text-anchor="end">${escapeXml(r.figure)}</text>`;
  });
  const lines = card.lines.map(
    (line, i) => `<text x="80" y="${250 + i * 46}" font-size="34" fill="#d3e4d8">${escapeXml(clip(line, 60))}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Verdana, sans-serif">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#1f3d2b"/>
<rect y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="#f4c542"/>
<text x="80" y="110" font-size="30" font-weight="bold" fill="#f4c542" letter-spacing="2">${escapeXml(clip(card.kicker.toUpperCase(), 56))}</text>
<text x="80" y="180" font-size="58" font-weight="bold" fill="#ffffff">${escapeXml(clip(card.title, 34))}</text>
${card.rows.length > 0 ? '' : lines.join('\n')}
${rows.join('\n')}
<text x="1120" y="580" font-size="28" font-weight="bold" fill="#ffffff" text-anchor="end">TrialHub</text>
</svg>`;
}

export class PreviewImages {
  private readonly cache = new Map<string, Buffer>();

  constructor(
    private readonly deps: {
      competitions: CompetitionsService;
      results: ResultsService;
      standings: StandingsService;
      riders: RidersService;
    },
  ) {}

  /** `lang`: the date's language (the page's head asks for its reader's, issue #41). */
  async stageCard(institutionId: string, championshipSlug: string, stageSlug: string, lang: Language): Promise<Buffer> {
    const stage = await this.deps.competitions.stageByPath(null, institutionId, championshipSlug, stageSlug);
    return this.png({
      kicker: stage.championshipName,
      title: stage.title,
      lines: [stageWhen(stage, lang), stage.location ?? ''].filter(Boolean),
      rows: [],
    });
  }

  async resultsCard(
    institutionId: string,
    championshipSlug: string,
    stageSlug: string,
    lang: Language,
  ): Promise<Buffer> {
    const stage = await this.deps.competitions.stageByPath(null, institutionId, championshipSlug, stageSlug);
    const results = await this.deps.results.list(null, stage.id);
    const rows = rankByClass(stage, results, new Date()).flatMap((block) => {
      const leader = block.rows.find((r) => r.place === 1);
      return leader
        ? [
            {
              color: block.color,
              label: block.name,
              name: leader.result.participant.name,
              figure: String(leader.result.total),
            },
          ]
        : [];
    });
    return this.png({ kicker: stage.championshipName, title: stage.title, lines: [stageWhen(stage, lang)], rows });
  }

  async standingsCard(institutionId: string, championshipSlug: string): Promise<Buffer> {
    const view = await this.deps.standings.view(null, institutionId, championshipSlug);
    if (view.status === null || view.status === 'draft') throw new AppError('notFound');
    const tables = standingsTables(view, false);
    const groups = standingsGroups(view.championship.classes, tables.individual);
    const rows = groups.flatMap((group) => {
      const leader = tables.individual.find((p) => p.group === group && p.position === 1);
      const color = view.championship.classes.find((c) => c.name === group)?.bgColor ?? '#c2255c';
      return leader ? [{ color, label: group, name: leader.name, figure: String(leader.total) }] : [];
    });
    // One image for every language the link is shared in: the word in all three.
    const kicker = 'Standings · Kopvērtējums · Üldarvestus';
    return this.png({ kicker, title: view.championship.displayName, lines: [], rows });
  }

  /** A rider page's card (issue #38): what a visitor sees of the rider; unknown or draft-only riders are 404. */
  async riderCard(riderId: string): Promise<Buffer> {
    return this.png(riderCardContent(await this.deps.riders.page(null, riderId)));
  }

  private async png(card: Card): Promise<Buffer> {
    const svg = svgOf(card);
    const key = createHash('sha256').update(svg).digest('hex');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, png);
    return png;
  }
}
