import fp from 'fastify-plugin';
import { remindExpiringMemberships } from './expiry-reminders';
import { closeStaleOrders } from './stale-orders';

const SCAN_EVERY_MS = 3600 * 1000;

/**
 * The money domain's hourly upkeep, run when the server is ready and then every hour (the
 * timer never keeps the process alive): 'VIP about to expire' reminders, and closing the
 * pending orders nobody paid in time. Each step is safe to run twice or on two servers.
 */
export const moneyUpkeepPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    // Each step on its own: one failing does not hold the other back.
    const step = async (name: string, run: () => Promise<number>) => {
      try {
        const count = await run();
        if (count > 0) app.log.info({ count }, name);
      } catch (err) {
        app.log.error({ err }, `${name} failed`);
      }
    };
    const scan = async () => {
      await step('VIP expiry reminders sent', () => remindExpiringMemberships(app.db, app.now()));
      await step('stale pending orders closed', () => closeStaleOrders(app.db, app.now()));
    };
    app.addHook('onReady', async () => {
      await scan();
      timer = setInterval(() => void scan(), SCAN_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'money-upkeep', dependencies: ['db'] },
);
