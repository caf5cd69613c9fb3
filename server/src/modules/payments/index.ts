// The payments module: the services and plans on sale, coupons, making and verifying payments through the providers
// (exactly once: one open payment per student and plan, money that cannot be applied kept as a refund due), the cart
// and the shop orders; and its pages outside the contracts (the gateway's return, the sandbox provider's page).
import { defineModule } from '../../platform/module.ts';
import { makeCatalogService } from './catalog.service.ts';
import { makeCouponsService } from './coupons.service.ts';
import { paymentPageRoutes } from './pages.routes.ts';
import { paymentsHandlers, paymentsLeadsHandlers } from './payments.handlers.ts';
import { makePaymentsService } from './payments.service.ts';
import { makeShopService } from './shop.service.ts';
import { makeTransactionsService } from './transactions.service.ts';
import { transfersHandlers } from './transfers.handlers.ts';
import { transferPageRoutes } from './transfers.routes.ts';
import { makeTransfersService, makeUniversityPaymentsService } from './transfers.service.ts';

export type { PaymentsService } from './payments.service.ts';

export const paymentsModule = defineModule({
  name: 'payments',
  services: (deps) => {
    const { config, log } = deps;
    if (config.paymentProviderMode === 'live') {
      if (!config.razorpayKeyId || !config.razorpayKeySecret) log.warn('payments: live mode without RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET');
      if (!config.payuKey || !config.payuSalt) log.warn('payments: live mode without PAYU_KEY/PAYU_SALT');
    }
    const coupons = makeCouponsService(deps);
    return {
      plans: makeCatalogService(deps), coupons, checkout: makePaymentsService(deps, coupons), shop: makeShopService(deps),
      transactions: makeTransactionsService(deps),
      transfers: makeTransfersService(deps),
      universityPayments: makeUniversityPaymentsService(deps),
    };
  },
  handlers: (services) => ({ portal: { ...paymentsHandlers(services), ...transfersHandlers(services) }, leads: paymentsLeadsHandlers(services) }),
  schedules: [
    // The transfer provider's universities: refreshed daily (the first server up each UTC day, so also on a fresh start).
    { name: 'flywire-sync', everySeconds: 86_400, run: ({ transfers }) => transfers.sync() },
    // The tuition deposits of applications past the accepted offer, kept in step with their applications.
    { name: 'university-deposits', everySeconds: 300, run: ({ universityPayments }) => universityPayments.followApplications() },
  ],
  routes: ({ checkout, transfers }, { config }) => async (app) => {
    await app.register(paymentPageRoutes(checkout, config));
    await app.register(transferPageRoutes(transfers, config));
  },
});
