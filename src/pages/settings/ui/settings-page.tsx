import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import * as access from '@contract/access';
import { roleName, useSession } from '@/entities/session';
import { ChangePasswordForm } from '@/features/change-password';
import { canCloseOwnAccount, CloseAccountForm } from '@/features/close-account';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { Panel } from '@/shared/ui/panel';
import * as styles from './settings-page.css';

// The invoice profile, bank accounts and signature (docs/invoices.md, "Invoice profile and banks screen") load only
// for the roles that keep them: agents, franchises and accounts (the roles of uploadSignature).
const InvoiceSettings = lazy(() => import('@/features/manage-invoice-profile').then((m) => ({ default: m.InvoiceSettings })));
const INVOICE_ROLES: readonly string[] = access.uploadSignature.roles;

/** /Settings: who is signed in, change password, and (for personal accounts) close the account. */
export function SettingsPage({ title }: { title: string }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeading title={title} lead="Your account and how you sign in." />
      <div className={styles.sections}>
        <Panel title="Your account">
          <dl className={styles.facts}>
            <dt className={styles.term}>Name</dt>
            <dd className={styles.value}>
              {user.first_name} {user.last_name}
            </dd>
            <dt className={styles.term}>Email</dt>
            <dd className={styles.value}>{user.email}</dd>
            <dt className={styles.term}>Role</dt>
            <dd className={styles.value}>{roleName(user.user_type)}</dd>
          </dl>
          {user.user_type === 'student' ? (
            <p className={styles.lead}>
              Your contact details, address and study plans are on <Link to="/profile_form">your profile</Link>.
            </p>
          ) : null}
        </Panel>
        {INVOICE_ROLES.includes(user.user_type) ? (
          <Suspense fallback={<Spinner label="Loading your invoice details" />}>
            <InvoiceSettings role={user.user_type} />
          </Suspense>
        ) : null}
        <Panel title="Change password">
          <p className={styles.lead}>Other browsers signed in to your account are signed out when you change it; this one stays signed in.</p>
          <ChangePasswordForm />
        </Panel>
        <Panel title="Close your account">
          {canCloseOwnAccount(user.user_type) ? (
            <>
              <p className={styles.lead}>
                Closing signs you out everywhere at once. Your personal data is erased after a retention period; invoices and payments stay on
                record, no longer linked to you.
              </p>
              <CloseAccountForm />
            </>
          ) : (
            <p className={styles.lead}>Staff and partner accounts are business accounts: an operations manager closes them.</p>
          )}
        </Panel>
      </div>
    </>
  );
}
