import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import { makeCatalogService } from './catalog.service.ts';
import { makeCouponsService } from './coupons.service.ts';
import { paymentsLeadsApiHandlers, paymentsPortalHandlers } from './handlers.ts';
import { makePaymentsService } from './payments.service.ts';
import { makeShopService } from './shop.service.ts';
import { makeMailService } from '../mail/mail.service.ts';

/** The services of this area, built once per app (see server/src/services.ts). */
export function makePaymentsServices(db: Db, config: Config, log: FastifyBaseLogger) {
  if (config.paymentProviderMode === 'live') {
    if (!config.razorpayKeyId || !config.razorpayKeySecret) log.warn('payments: live mode without RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET');
    if (!config.payuKey || !config.payuSalt) log.warn('payments: live mode without PAYU_KEY/PAYU_SALT');
  }
  const coupons = makeCouponsService(db);
  const area = {
    catalog: makeCatalogService(db),
    coupons,
    // Only its outbox is used here (receipts are queued in the payment's transaction); the app's sender delivers them.
    checkout: makePaymentsService(db, config, log, coupons, makeMailService(db, config, log)),
    shop: makeShopService(db),
  };
  return { payments: area };
}

export type PaymentsArea = ReturnType<typeof makePaymentsServices>['payments'];

/** This area's portal handlers by operationId. */
export const paymentsHandlers: PortalHandlers = paymentsPortalHandlers;

/** This area's lead-management handlers by operationId. */
export const paymentsLeadsHandlers: LeadsHandlers = paymentsLeadsApiHandlers;

export { paymentPageRoutes } from './pages.routes.ts';
