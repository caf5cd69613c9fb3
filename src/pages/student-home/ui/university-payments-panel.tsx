import { useQuery } from '@tanstack/react-query';
import { describeDue, dueState, dueTone, localDate } from '@/entities/task';
import {
  payableThroughFlywire, UNIVERSITY_PAYMENT_PURPOSE_LABEL, UNIVERSITY_PAYMENT_STATUS_LABEL, universityPaymentQueries,
} from '@/entities/university-payment';
import { formatMinor } from '@/shared/lib/money';
import { Panel, PanelItem, PanelList, PanelMeta, QueryState } from '@/shared/ui/panel';

const SHOWN = 5;

/**
 * "Pay your university": what the student owes or paid universities (open ones first, soonest due first: the
 * server's order), each due one that the university takes through the transfer provider with a link to its payment
 * page (a new tab: the provider's site, or the local provider's page).
 */
export function UniversityPaymentsPanel({ studentUserId }: { studentUserId: number }) {
  const payments = useQuery(universityPaymentQueries.list({ studentUserId, pageSize: SHOWN }));
  const today = localDate(new Date());
  return (
    <Panel headingId="home-university-payments" title="Pay your university">
      <QueryState
        query={payments}
        what="your university payments"
        isEmpty={(page) => page.items.length === 0}
        empty="Nothing to pay your universities right now."
      >
        {(page) => (
          <PanelList>
            {page.items.map((payment) => {
              const what = `${UNIVERSITY_PAYMENT_PURPOSE_LABEL[payment.purpose]}: ${payment.university.name}`;
              const amount = formatMinor(payment.amount_minor, payment.currency);
              const open = payment.status === 'due';
              const meta = (
                <PanelMeta>
                  {amount}
                  {' · '}
                  {open && payment.due_date ? (
                    <span className={dueTone[dueState(payment.due_date, today)]}>{describeDue(payment.due_date, today)}</span>
                  ) : (
                    UNIVERSITY_PAYMENT_STATUS_LABEL[payment.status]
                  )}
                  {payableThroughFlywire(payment) ? (
                    <>
                      {' · '}
                      <a href={payment.flywire!.payment_url!} target="_blank" rel="noopener noreferrer" aria-label={`Pay through Flywire: ${amount} to ${payment.university.name}`}>
                        Pay through Flywire
                      </a>
                    </>
                  ) : null}
                </PanelMeta>
              );
              return <PanelItem key={payment.payment_id} label={what} title={what} meta={meta} />;
            })}
          </PanelList>
        )}
      </QueryState>
    </Panel>
  );
}
