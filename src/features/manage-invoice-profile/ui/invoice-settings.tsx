import * as access from '@contract/access';
import type { Role } from '@contract/access';
import { Panel } from '@/shared/ui/panel';
import { BanksSection } from './banks-section';
import { InvoiceProfileSection } from './invoice-profile-form';
import { SignatureSection } from './signature-section';
import * as styles from './invoice-profile.css';

const may = (roles: readonly string[], role: Role) => roles.includes(role);

/**
 * The invoice profile and banks sections of /Settings (docs/invoices.md, "Invoice profile and banks screen"): the
 * invoicing details, the payout bank accounts and the signature, each for the roles of its operations.
 */
export function InvoiceSettings({ role }: { role: Role }) {
  const business = role === 'accounts';
  return (
    <>
      {may(access.saveInvoiceProfile.roles, role) ? (
        <Panel title={business ? 'Business invoice profile' : 'Invoice profile'} id="invoice-profile">
          <p className={styles.lead}>
            {business
              ? 'The supplier printed on every invoice Unipath issues: legal name, address, GSTIN, state code and PAN.'
              : 'Your details as printed on invoices: legal name, address, GSTIN and PAN.'}
          </p>
          <InvoiceProfileSection business={business} />
        </Panel>
      ) : null}
      {may(access.saveBank.roles, role) ? (
        <Panel title="Payout bank accounts" id="bank-accounts">
          <p className={styles.lead}>Where your commission is paid: the primary account.</p>
          <BanksSection />
        </Panel>
      ) : null}
      {may(access.uploadSignature.roles, role) ? (
        <Panel title="Signature" id="signature">
          <p className={styles.lead}>Your signature, printed above “Authorised signatory” on the invoices you issue.</p>
          <SignatureSection />
        </Panel>
      ) : null}
    </>
  );
}
