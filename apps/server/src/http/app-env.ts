import type { HttpBindings } from '@hono/node-server';
import type { Viewer } from '../auth/viewer.js';

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: { viewer: Viewer | null };
}
