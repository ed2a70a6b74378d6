import { readUserLink, signUserLink } from '../../ops/signed-links.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { eq, inArray } from 'drizzle-orm';
import { wallClockIn } from '@trialhub/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Db } from '../../db/open-db.js';
import { stages } from '../../db/schema.js';
import { type Viewer, requireViewer } from '../../auth/viewer.js';
import { AppError } from '../../http/app-error.js';
import { type CalendarStage, listCalendarStages, listEnteredStageIds, ofChampionship } from './calendar.repository.js';

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
    private readonly options: { publicUrl: string; secret: string },
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
    return this.render('My TrialHub entries', found);
  }

  private tokenFor(userId: string): string {
    return signUserLink(this.options.secret, 'calendar', userId);
  }

  private userOf(token: string): string | null {
    const link = readUserLink(this.options.secret, 'calendar', token);
    return link && link.qualifier === undefined ? link.userId : null;
  }

  private render(name: string, list: CalendarStage[], publish = false): string {
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
        description: url,
        url,
        lastModified: stage.updatedAt,
        // A changed stage replaces the copy calendars hold: RFC 5545 orders revisions by SEQUENCE.
        sequence: Math.floor(stage.updatedAt.getTime() / 1000),
      });
    }
    return calendar.toString();
  }
}
