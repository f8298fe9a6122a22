import type { FastifyInstance } from 'fastify';
import { requireEnterpriseVip } from '../plugins/app/require-enterprise-vip';
import { exportMessages } from './messages';

/**
 * onRequest hook of the export calls: exports need enterprise, agency or internal level
 * (spec 3 §6, spec 2 §6); a visitor is told to log in first.
 */
export const requireExporter = (app: FastifyInstance) =>
  requireEnterpriseVip(app, exportMessages.loginRequired);
