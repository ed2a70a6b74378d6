import type { Logger } from './logger.js';

/**
 * An error nothing caught — thrown where no handler is (a timer, an event listener) or a promise
 * rejected with no one waiting for it — is logged through the server's logger (one JSON line at
 * `fatal`, the error in its log-safe form: no SQL parameters, decision 022), and the process exits
 * with status 1.
 *
 * Exit rather than carry on: after such an error the process's state is unknown — Node's own
 * documentation says it is not safe to resume after `uncaughtException`, and since Node 15 an
 * unhandled rejection ends the process by default too. A request half done may hold a transaction or
 * a pool connection, the live hub's buffers may be off, and a process that keeps answering with that
 * state fails quietly. Exiting is what the deployment is built to absorb: systemd restarts the
 * instance (`Restart=on-failure`, docs/deploy.md) and lets traffic back only once `/api/ready`
 * answers; meanwhile nginx sends readers to the other instance, browsers' live streams reconnect and
 * resume from their last event, and judges' phones keep their scores and send them again (each
 * operation once, by its id). Without a supervisor (`npm start` on a laptop) the last log line says why
 * it stopped. So this changes how the crash is reported, not that Node would have crashed.
 */
export function exitOnUncaughtErrors(log: Logger): void {
  const crash = (what: string) => (error: unknown) => {
    log.fatal({ err: error }, `${what}: stopping (a supervisor starts the server again)`);
    log.flush();
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));
}
