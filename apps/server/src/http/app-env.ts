import type { HttpBindings } from '@hono/node-server';
import type { Viewer } from '../auth/viewer.js';
import type { Logger } from '../ops/logger.js';

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    viewer: Viewer | null;
    /** This request's id (X-Request-Id) and a logger that stamps it on each line (ops/request-context.ts). */
    requestId: string;
    log: Logger;
  };
}
