import type { ClientError, PageView } from '@trialhub/domain';
import type { Db } from '../../db/open-db.js';
import { pageViews } from '../../db/schema.js';
import type { Viewer } from '../../auth/viewer.js';
import type { ErrorReporter } from '../../http/error-reporter.js';

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

  reportClientError(viewer: Viewer | null, error: ClientError): void {
    this.reporter.report('client', error, viewer);
  }
}
