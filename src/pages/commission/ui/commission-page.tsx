import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mayCall, setAnnualTarget as targetAccess, setAssociatePlan as planAccess } from '@contract/access';
import { useSession } from '@/entities/session';
import { commissionQueries, financialYearOf, todayIso, type CommissionTerm } from '@/entities/commission';
import { isApiFailure } from '@/shared/api';
import { useUrlState } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { Panel, QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { TextField } from '@/shared/ui/text-field';
import { Spinner } from '@/shared/ui/loading-overlay';
import {
  InvoiceTermDialog,
  PayPartnerDialog,
  RecordReceivedDialog,
  SetPlanDialog,
  SetTargetDialog,
  termActionsFor,
  WithdrawTermDialog,
  type TermAction,
  type TermActionDialogProps,
} from '@/features/manage-commission';
import { COMMISSION_PARAMS, yearOptions } from '../model/commission-params';
import { tdsLine, TermsTable, TotalsBlock } from './statement-parts';
import { OwnTarget, PartnerTarget } from './target-section';
import * as styles from './commission-page.css';

const PARTNERS = ['agent', 'franchise'];

const ACTION: Record<TermAction, { label: string; dialog: ComponentType<TermActionDialogProps>; done: (t: CommissionTerm) => string }> = {
  invoice: { label: 'Invoice', dialog: InvoiceTermDialog, done: (t) => `${t.student.name}, term ${t.term}: invoiced to ${t.university.name} as ${t.invoice_no ?? 'a commission invoice'}.` },
  received: { label: 'Record received', dialog: RecordReceivedDialog, done: (t) => `${t.student.name}, term ${t.term}: the receipt was recorded.` },
  payout: { label: 'Pay partner', dialog: PayPartnerDialog, done: (t) => `${t.student.name}, term ${t.term}: the partner’s share was paid out.` },
  withdraw: { label: 'Student withdrew', dialog: WithdrawTermDialog, done: (t) => `${t.student.name}, term ${t.term}: the commission was reversed.` },
};

/**
 * /commission: a partner's commission statement for a financial year (getCommissionStatement) — every application
 * term of its students with the census date, expected / invoiced / received / paid out, the partner's share, TDS
 * under section 194H and net — the totals per currency, and the annual target with its progress. An agent or
 * franchise reads its own; accounts and operations managers name a partner by user id, set its target and plan, and
 * move a term along the ledger (invoice, receipt, payout, withdrawal) where the contract lets their role.
 */
export function CommissionPage({ title }: { title: string }) {
  const role = useSession().user?.user_type;
  const partnerRole = role !== undefined && PARTNERS.includes(role);
  const { state, set } = useUrlState(COMMISSION_PARAMS);
  const financialYear = state.fy ?? financialYearOf(todayIso());
  const years = yearOptions();
  const yearChoices = (years.includes(financialYear) ? years : [financialYear, ...years]).map((y) => ({ value: y, label: y }));
  const partnerUserId = partnerRole ? undefined : state.partner;

  return (
    <>
      <PageHeading title={title} lead="Commission per application term: what the university owes, what was invoiced and received, and the partner’s share after TDS." />
      <div className={styles.toolbar}>
        <SelectField label="Financial year" options={yearChoices} value={financialYear} onChange={(e) => set({ fy: e.target.value })} />
        {partnerRole ? null : <PartnerPicker key={state.partner ?? 0} partner={state.partner} onPick={(id) => set({ partner: id })} />}
      </div>
      {partnerRole ? (
        <Statement financialYear={financialYear} own role={role} />
      ) : partnerUserId ? (
        <Statement key={partnerUserId} financialYear={financialYear} partnerUserId={partnerUserId} role={role} />
      ) : (
        <EmptyState headingLevel={2} title="Choose a partner" icon="users">
          Enter the user id of an agent or franchise to read its commission statement.
        </EmptyState>
      )}
    </>
  );
}

/** Staff name the partner by user id (no call lists partners yet): kept in the address. */
function PartnerPicker({ partner, onPick }: { partner: number | undefined; onPick: (id: number | null) => void }) {
  const [text, setText] = useState(partner ? String(partner) : '');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.toolbar}
      aria-label="Choose a partner"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const id = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : 0;
        if (id < 1 || id > 2147483647) {
          setError('Enter the partner’s user id, a whole number.');
          return;
        }
        setError(undefined);
        onPick(id);
      }}
    >
      <TextField label="Partner’s user id" inputMode="numeric" autoComplete="off" value={text} error={error} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="secondary">
        Show statement
      </Button>
    </form>
  );
}

function Statement({ financialYear, partnerUserId, own = false, role }: { financialYear: string; partnerUserId?: number; own?: boolean; role: string | undefined }) {
  const statement = useQuery(commissionQueries.statement({ partnerUserId, financialYear }));
  const [open, setOpen] = useState<{ action: TermAction; term: CommissionTerm } | null>(null);
  const [dialog, setDialog] = useState<'target' | 'plan' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mayAct = !own;

  if (statement.isError && !statement.data) {
    const refused = isApiFailure(statement.error) && [400, 403, 404].includes(statement.error.status);
    return (
      <ErrorState
        headingLevel={2}
        title={refused ? 'This user has no statement you may read' : 'The statement could not be loaded'}
        onRetry={refused ? undefined : () => statement.refetch()}
      >
        {refused ? 'Check the user id: it must be an agent or franchise you may see.' : undefined}
      </ErrorState>
    );
  }
  if (!statement.data) return <Spinner label="Loading the statement" />;

  const data = statement.data;
  const partner = data.partner;
  const Dialog = open ? ACTION[open.action].dialog : null;
  // What the target and the plan dialogs share: the partner they are about, and closing.
  const partnerDialog = { open: true, userId: partner.user_id, name: partner.name, onOpenChange: (next: boolean) => (next ? null : setDialog(null)) };
  const rowActions = (term: CommissionTerm) => {
    const actions = termActionsFor(term, role);
    if (actions.length === 0) return '—';
    return (
      <div className={styles.rowActions}>
        {actions.map((action) => (
          <Button key={action} size="sm" variant={action === 'withdraw' ? 'secondary' : 'primary'} aria-label={`${ACTION[action].label}: ${term.student.name}, term ${term.term}`} onClick={() => setOpen({ action, term })}>
            {ACTION[action].label}
          </Button>
        ))}
      </div>
    );
  };

  return (
    <>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <p>
        <strong>{partner.name}</strong> · {financialYear} · {tdsLine(data)}
      </p>
      {mayAct && (mayCall(targetAccess, role) || mayCall(planAccess, role)) ? (
        <div className={styles.actions}>
          {mayCall(targetAccess, role) ? (
            <Button variant="secondary" onClick={() => setDialog('target')}>
              Set target
            </Button>
          ) : null}
          {mayCall(planAccess, role) ? (
            <Button variant="secondary" onClick={() => setDialog('plan')}>
              Change plan
            </Button>
          ) : null}
        </div>
      ) : null}
      <Panel title={`Annual target ${financialYear}`} wide>
        {own ? <OwnTarget financialYear={financialYear} /> : <PartnerTarget partnerUserId={partner.user_id} financialYear={financialYear} />}
      </Panel>
      <section aria-labelledby="commission-terms" className={styles.section}>
        <h2 id="commission-terms" className={styles.sectionTitle}>
          Terms
        </h2>
        <QueryState
          query={statement}
          what="the statement"
          headingLevel={2}
          isEmpty={(s) => s.lines.length === 0}
          empty={
            <EmptyState headingLevel={3} title={`No commission in ${financialYear}`} icon="percent">
              Terms show here once a student enrols and the commission is accrued; each counts in the year of its census date.
            </EmptyState>
          }
        >
          {(s) => (
            <>
              <TermsTable lines={s.lines} actions={mayAct ? rowActions : undefined} />
              {s.totals.map((totals) => (
                <TotalsBlock key={totals.currency} totals={totals} />
              ))}
            </>
          )}
        </QueryState>
      </section>
      {Dialog && open ? (
        <Dialog open term={open.term} onOpenChange={(next) => (next ? null : setOpen(null))} onDone={(term) => setNotice(ACTION[open.action].done(term))} />
      ) : null}
      {dialog === 'target' ? (
        <SetTargetDialog {...partnerDialog} financialYear={financialYear} onSaved={(target) => setNotice(`The ${target.financial_year} target of ${partner.name} was saved.`)} />
      ) : null}
      {dialog === 'plan' ? <SetPlanDialog {...partnerDialog} onSaved={(plan) => setNotice(`${partner.name} is on the ${plan ?? 'basic'} plan from now on.`)} /> : null}
    </>
  );
}
