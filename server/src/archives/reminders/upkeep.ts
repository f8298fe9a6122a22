import fp from 'fastify-plugin';
import { sendRenewalReminders } from './renewal-reminders';

const SCAN_EVERY_MS = 3600 * 1000;

/**
 * The archives' upkeep, run like the money domain's (money/upkeep.ts): when the server is
 * ready and then every hour, on every server process, with no lease. The renewal ledger
 * makes that safe (each reminder is recorded once, in the transaction that sends it), and
 * an hourly run sends a day's reminders within an hour of Shanghai midnight. The timer
 * never keeps the process alive.
 */
export const archivesUpkeepPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const scan = async () => {
      try {
        const count = await sendRenewalReminders(app.db, app.now(), (account, err) =>
          app.log.error({ err, account }, 'renewal reminders of an account failed'),
        );
        if (count > 0) app.log.info({ count }, 'renewal reminders sent');
      } catch (err) {
        app.log.error({ err }, 'renewal reminders failed');
      }
    };
    app.addHook('onReady', async () => {
      await scan();
      timer = setInterval(() => void scan(), SCAN_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'archives-upkeep', dependencies: ['db'] },
);
