import { readUserLink, signUserLink } from '../../ops/signed-links.js';
import { eq, inArray } from 'drizzle-orm';
import { wallClockIn } from '@trialhub/domain';
import type { Db } from '../../db/open-db.js';
import { stages } from '../../db/schema.js';
import { type Viewer, requireViewer } from '../../auth/viewer.js';
import { AppError } from '../../http/app-error.js';
import { type CalendarStage, listCalendarStages, listEnteredStageIds, ofChampionship } from './calendar.repository.js';
import { loadIcal } from '../../ops/lazy-modules.js';

/**
 * iCalendar feeds (RFC 5545, issue #18): every published stage, one championship's, and a rider's own
 * entries. Events carry the venue's zone (TZID with its VTIMEZONE), the place and the stage's page, and
 * keep their UID, so a subscribed calendar updates a changed stage instead of adding a second one.
 * A rider's feed is private: its address carries an HMAC of the user id (no list of riders' stages is
 * readable without it); it needs no storage and stays valid as long as the server secret does.
 */
export class CalendarService {
  constructor(
    private readonly db: Db,
    private readonly options: {
      publicUrl: string;
      secret: string;
      /** The rider's own start per stage (start lists, issue #39): his entry's event carries it. */
      ownStarts?: (userId: string) => Promise<Map<string, Date>>;
    },
  ) {}

  private get origin() {
    return new URL(this.options.publicUrl).origin;
  }

  async allStages(): Promise<string> {
    return this.render('TrialHub', await listCalendarStages(this.db));
  }

  async championship(institutionId: string, slug: string): Promise<string> {
    const found = await listCalendarStages(this.db, ofChampionship(institutionId, slug));
    if (found.length === 0) throw new AppError('notFound');
    return this.render(`${found[0]!.championshipName} — TrialHub`, found);
  }

  /** One published stage, for a stage page's "Add to calendar". */
  /** `publish`: METHOD:PUBLISH, for a calendar sent by mail (clients then offer 'add to calendar'). */
  async stage(stageId: string, options: { publish?: boolean } = {}): Promise<string> {
    const found = await listCalendarStages(this.db, eq(stages.id, stageId));
    if (found.length === 0) throw new AppError('notFound');
    return this.render(found[0]!.title, found, options.publish ?? false);
  }

  /** The signed-in rider's private feed address. */
  myFeedUrl(viewer: Viewer | null): { url: string } {
    requireViewer(viewer);
    return { url: `${this.origin}/api/calendar/riders/${this.tokenFor(viewer.userId)}/entries.ics` };
  }

  async riderEntries(token: string): Promise<string> {
    const userId = this.userOf(token);
    if (!userId) throw new AppError('notFound');
    const ids = await listEnteredStageIds(this.db, userId);
    const found = ids.length > 0 ? await listCalendarStages(this.db, inArray(stages.id, ids)) : [];
    const starts = (await this.options.ownStarts?.(userId)) ?? new Map<string, Date>();
    return this.render('My TrialHub entries', found, false, starts);
  }

  private tokenFor(userId: string): string {
    return signUserLink(this.options.secret, 'calendar', userId);
  }

  private userOf(token: string): string | null {
    const link = readUserLink(this.options.secret, 'calendar', token);
    return link && link.qualifier === undefined ? link.userId : null;
  }

  private async render(
    name: string,
    list: CalendarStage[],
    publish = false,
    starts = new Map<string, Date>(),
  ): Promise<string> {
    const { ical, ICalCalendarMethod, getVtimezoneComponent } = await loadIcal();
    const calendar = ical({
      name,
      ...(publish ? { method: ICalCalendarMethod.PUBLISH } : {}),
      prodId: { company: 'TrialHub', product: 'Stages', language: 'EN' },
      url: this.origin,
      ttl: 3600,
      timezone: { name: null, generator: getVtimezoneComponent },
    });
    for (const stage of list) {
      const url = `${this.origin}/competitions/${stage.institutionId}/${stage.championshipSlug}/${stage.slug}`;
      calendar.createEvent({
        id: `${stage.id}@${new URL(this.origin).hostname}`,
        // The venue's wall clock as a zone-less string: with `timezone`, ical-generator writes it as
        // DTSTART;TZID=zone:… (a Date would be written on the UTC clock under the venue's TZID).
        start: `${wallClockIn(stage.timeZone, stage.start.toISOString())}:00`,
        end: `${wallClockIn(stage.timeZone, stage.end.toISOString())}:00`,
        timezone: stage.timeZone,
        summary: `${stage.title} — ${stage.championshipName}`,
        location: stage.location ?? undefined,
        // The rider's own start (his feed only), on the venue's clock, first in the event's text.
        description: starts.has(stage.id) ? `${ownStartLine(starts.get(stage.id)!, stage.timeZone)}\n${url}` : url,
        url,
        lastModified: stage.updatedAt,
        // A changed stage replaces the copy calendars hold: RFC 5545 orders revisions by SEQUENCE.
        sequence: Math.floor(stage.updatedAt.getTime() / 1000),
      });
      const start = starts.get(stage.id);
      if (start) {
        // A second event at the rider's start time: an alarm on the phone at the minute that matters.
        calendar.createEvent({
          id: `${stage.id}-start@${new URL(this.origin).hostname}`,
          start: `${wallClockIn(stage.timeZone, start.toISOString())}:00`,
          end: `${wallClockIn(stage.timeZone, new Date(start.getTime() + 5 * 60_000).toISOString())}:00`,
          timezone: stage.timeZone,
          summary: `${ownStartLine(start, stage.timeZone)} — ${stage.title}`,
          location: stage.location ?? undefined,
          description: url,
          url,
          lastModified: stage.updatedAt,
          // The start moves with the start list, which has no revision of its own: every read is the newest.
          sequence: Math.floor(Date.now() / 1000),
        });
      }
    }
    return calendar.toString();
  }
}

/** "Start 10:24" on the venue's clock (the feed is the rider's; its prodId language is English). */
function ownStartLine(start: Date, timeZone: string): string {
  return `Start ${wallClockIn(timeZone, start.toISOString()).slice(11)}`;
}
