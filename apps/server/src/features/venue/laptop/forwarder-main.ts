// The venue laptop's forwarder process (decision 085): `node apps/server/dist/main.js --venue-forwarder`
// (npm run venue:forward), started by the laptop's server itself when VENUE_FEDERATION_URL is set.
import path from 'node:path';
import { logger } from '../../../ops/logger.js';
import { Forwarder } from './forwarder.js';

const env = process.env;
const dataDir = path.resolve(env.DATA_DIR ?? './data');
const laptopUrl = (env.VENUE_LAPTOP_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/$/, '');
const number = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);
const forwarder = new Forwarder({
  dataDir,
  laptopUrl,
  idleMs: number(env.VENUE_FORWARD_IDLE_MS),
  maxBackoffMs: number(env.VENUE_FORWARD_MAX_BACKOFF_MS),
  batch: number(env.VENUE_FORWARD_BATCH),
  log: (message, fields) => logger.info({ forwarder: true, ...fields }, `venue forwarder: ${message}`),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    forwarder.stop();
  });
logger.info({ laptopUrl, forwarderPid: process.pid }, 'venue forwarder: started');
await forwarder.run();
logger.info('venue forwarder: stopped');
logger.flush();
process.exit(0);
