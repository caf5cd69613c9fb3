// The invoices module (issue 13, first slice; docs/invoices.md): invoice profiles (a user's own, the business's as
// the supplier), payout bank accounts, signatures, and GST tax invoices and credit notes with gapless numbers.
import { defineModule } from '../../platform/module.ts';
import { makeBanksService } from './banks.service.ts';
import { makeClubbedServiceInvoicesService } from './clubbed.service.ts';
import { clubbedHandlers, invoicesHandlers, overviewHandlers } from './invoices.handlers.ts';
import { makeInvoicesService } from './invoices.service.ts';
import { makeInvoiceProfileService } from './profile.service.ts';
import { makeServiceInvoicesService } from './service-invoices.service.ts';
import { makeOverviewService } from './overview.service.ts';

export type { InvoicesService } from './invoices.service.ts';
// The commission ledger issues its commission invoices and credit notes through this service, in its own transaction.
export { makeInvoicesService } from './invoices.service.ts';
// The commissions module prints a partner invoice signed by its raiser (the signature of banks.signatory).
export { makeBanksService } from './banks.service.ts';
// The partner commission invoices of the commissions module are numbered from the same gapless counters.
export { takeNumber } from './invoices.repository.ts';
// The payments module issues a paid shop order's service invoice, and credits it on a refund, in its own transaction.
export { serviceCreditOnOrderRefunded, serviceInvoiceOnPayment } from './service-invoices.service.ts';

export const invoicesModule = defineModule({
  name: 'invoices',
  services: (deps) => ({
    invoices: makeInvoicesService(deps),
    invoiceBanks: makeBanksService(deps),
    invoiceProfiles: makeInvoiceProfileService(deps),
    serviceInvoices: makeServiceInvoicesService(deps),
    invoiceOverview: makeOverviewService(deps),
    clubbedServiceInvoices: makeClubbedServiceInvoicesService(deps),
  }),
  handlers: ({ invoices, invoiceBanks, invoiceProfiles, serviceInvoices, invoiceOverview, clubbedServiceInvoices }) => ({
    portal: {
      ...invoicesHandlers(invoices, invoiceBanks, invoiceProfiles, serviceInvoices),
      ...overviewHandlers(invoiceOverview),
      ...clubbedHandlers(clubbedServiceInvoices),
    },
  }),
  // Every partner's clubbed service invoice of each month that has ended, once the month is over (docs/invoices.md).
  schedules: [{ name: 'club-service-invoices', everySeconds: 3600, run: ({ clubbedServiceInvoices }) => clubbedServiceInvoices.issueDue() }],
});
