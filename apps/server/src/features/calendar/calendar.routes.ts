import { calendarFeedSchema } from '@trialhub/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { CalendarService } from './calendar.service.js';
import { doc } from '../../http/describe.js';

const ics = (c: Context<AppEnv>, body: string, filename: string, cache: string) => {
  c.header('content-type', 'text/calendar; charset=utf-8');
  c.header('content-disposition', `inline; filename="${filename}"`);
  c.header('cache-control', cache);
  return c.body(body);
};

export function calendarRoutes(service: CalendarService) {
  return new Hono<AppEnv>()
    .get(
      '/calendar/stages.ics',
      doc({
        summary: 'Every published stage as an iCalendar feed',
        media: 'text/calendar',
        responses: { 200: 'an iCalendar (RFC 5545) file' },
      }),
      async (c) => ics(c, await service.allStages(), 'trialhub.ics', 'public, max-age=300'),
    )
    .get(
      '/calendar/stages/:stageId/event.ics',
      doc({
        summary: 'One published stage as an iCalendar event',
        media: 'text/calendar',
        responses: { 200: 'an iCalendar (RFC 5545) file', 404: 'unknown or draft stage' },
      }),
      async (c) => ics(c, await service.stage(c.req.param('stageId')), 'stage.ics', 'public, max-age=300'),
    )
    .get(
      '/calendar/championships/:institutionId/:championshipSlug/stages.ics',
      doc({
        summary: "A championship's published stages as an iCalendar feed",
        media: 'text/calendar',
        responses: { 200: 'an iCalendar (RFC 5545) file', 404: 'unknown championship' },
      }),
      async (c) =>
        ics(
          c,
          await service.championship(c.req.param('institutionId'), c.req.param('championshipSlug')),
          `${c.req.param('championshipSlug')}.ics`,
          'public, max-age=300',
        ),
    )
    .get(
      '/calendar/riders/:token/entries.ics',
      doc({
        summary: "A rider's private feed of the stages they entered (signed address)",
        media: 'text/calendar',
        responses: { 200: 'an iCalendar (RFC 5545) file', 404: 'not a valid address' },
      }),
      async (c) => ics(c, await service.riderEntries(c.req.param('token')), 'my-entries.ics', 'private, max-age=300'),
    )
    .get(
      '/me/calendar',
      doc({
        summary: "The signed-in rider's private calendar feed address",
        response: calendarFeedSchema,
        responses: { 401: 'signed out' },
      }),
      (c) => {
        c.header('cache-control', 'no-store');
        return c.json(service.myFeedUrl(c.get('viewer')));
      },
    );
}
