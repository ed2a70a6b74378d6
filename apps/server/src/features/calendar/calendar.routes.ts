import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { CalendarService } from './calendar.service.js';

const ics = (c: Context<AppEnv>, body: string, filename: string, cache: string) => {
  c.header('content-type', 'text/calendar; charset=utf-8');
  c.header('content-disposition', `inline; filename="${filename}"`);
  c.header('cache-control', cache);
  return c.body(body);
};

export function calendarRoutes(service: CalendarService) {
  return new Hono<AppEnv>()
    .get('/calendar/stages.ics', async (c) => ics(c, await service.allStages(), 'trialhub.ics', 'public, max-age=300'))
    .get('/calendar/stages/:stageId/event.ics', async (c) =>
      ics(c, await service.stage(c.req.param('stageId')), 'stage.ics', 'public, max-age=300'),
    )
    .get('/calendar/championships/:institutionId/:championshipSlug/stages.ics', async (c) =>
      ics(
        c,
        await service.championship(c.req.param('institutionId'), c.req.param('championshipSlug')),
        `${c.req.param('championshipSlug')}.ics`,
        'public, max-age=300',
      ),
    )
    .get('/calendar/riders/:token/entries.ics', async (c) =>
      ics(c, await service.riderEntries(c.req.param('token')), 'my-entries.ics', 'private, max-age=300'),
    )
    .get('/me/calendar', (c) => {
      c.header('cache-control', 'no-store');
      return c.json(service.myFeedUrl(c.get('viewer')));
    });
}
