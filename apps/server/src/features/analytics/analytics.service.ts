import type { ClientError, PageView } from '@trialhub/domain';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { pageViews } from '../../db/schema.js';
import type { Viewer } from '../../auth/viewer.js';
import type { ErrorReporter } from '../../http/error-reporter.js';

export const PAGE_VIEW_RETENTION_MONTHS = 24;

/** First-party analytics: page views are stored here; nothing goes to a third party. */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly reporter: ErrorReporter,
  ) {}

  async recordPageView(viewer: Viewer | null, view: PageView): Promise<void> {
    await this.db.insert(pageViews).values({
      path: view.path,
      referrer: view.referrer ?? null,
      locale: view.locale ?? null,
      userId: viewer?.userId ?? null,
    });
  }

  /** The privacy notice promises page views are kept at most 24 months: older ones are deleted. */
  async pruneOldPageViews(now = new Date()): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setMonth(cutoff.getMonth() - PAGE_VIEW_RETENTION_MONTHS);
    const deleted = await this.db
      .delete(pageViews)
      .where(lt(pageViews.createdAt, cutoff))
      .returning({ id: pageViews.id });
    return deleted.length;
  }

  reportClientError(viewer: Viewer | null, error: ClientError): void {
    this.reporter.report('client', error, viewer);
  }
}
