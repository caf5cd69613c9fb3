// The commissions module (issue 13; docs/commissions.md): university commission rates, associate plans, the commission
// ledger per application and term (expected, invoiced, received, paid out; withdrawals and corrections through credit
// notes of the invoices module), partner payouts with TDS under section 194H, statements and annual targets, and the
// partners' commission invoices to us (claims of a term's share, reviewed, clubbed, paid by the payout, printed as PDFs
// with a student's statement of account).
import { defineModule } from '../../platform/module.ts';
import { commissionsHandlers } from './commissions.handlers.ts';
import { makeCommissionsService } from './commissions.service.ts';
import { partnerInvoicesHandlers } from './partner-invoices.handlers.ts';
import { makePartnerInvoicesService } from './partner-invoices.service.ts';
import { makePartnerPdfsService } from './partner-pdfs.service.ts';
import { makeCommissionSettingsService } from './settings.service.ts';

export type { CommissionsService } from './commissions.service.ts';

export const commissionsModule = defineModule({
  name: 'commissions',
  services: {
    commissionLedger: makeCommissionsService,
    commissionSettings: makeCommissionSettingsService,
    partnerInvoices: makePartnerInvoicesService,
    partnerPdfs: makePartnerPdfsService,
  },
  handlers: ({ commissionLedger, commissionSettings, partnerInvoices, partnerPdfs }) => ({
    portal: { ...commissionsHandlers(commissionLedger, commissionSettings), ...partnerInvoicesHandlers(partnerInvoices, partnerPdfs) },
  }),
  // Term 1 of a newly enrolled application is accrued without waiting for accounts (the call does the same, once).
  schedules: [{ name: 'accrue-enrolled', everySeconds: 600, run: ({ commissionLedger }) => commissionLedger.accrueEnrolled() }],
});
