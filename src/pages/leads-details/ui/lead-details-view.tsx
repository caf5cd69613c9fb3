import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { leadContact, leadName, personName, type CategoryFieldWithValue, type LeadDetails } from '@/entities/lead';
import { useSession } from '@/entities/session';
import { formatDateTime } from '@/shared/lib/date';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { Panel, PanelGrid } from '@/shared/ui/panel';
import { AssignLeadsControl } from '@/features/assign-leads';
import { ConvertLeadDialog } from '@/features/convert-lead';
import { FollowUpForm } from '@/features/follow-up-lead';
import { AssigneeTimeline, FollowUpList, HistoryList } from './lead-activity';
import { LeadMessages, leadMessagesAccess } from './lead-messages';
import { LeadNurturing } from './lead-nurturing';
import * as styles from './lead-details.css';

export type PageNotice = { tone: 'success' | 'warning' | 'danger'; text: string };

function fieldValueText(field: CategoryFieldWithValue): string {
  const { value } = field;
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v) => field.options?.find((o) => o.value === v)?.label ?? v).join(', ') || '—';
  if (field.field_type === 'select') return field.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function speedText(lead: LeadDetails): string {
  if (lead.first_contacted_at === null) return lead.contact_overdue ? 'Not contacted yet · overdue' : 'Not contacted yet';
  const minutes = lead.speed_to_lead_minutes ?? 0;
  const took = minutes < 60 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
  return `First contact after ${took}${lead.contact_overdue ? ' · later than the target' : ''}`;
}

function LeadFacts({ lead }: { lead: LeadDetails }) {
  const rows: [string, ReactNode][] = [
    ['Contact', leadContact(lead)],
    ...(lead.alternate_mobiles.length ? [['Other numbers', lead.alternate_mobiles.join(', ')] as [string, ReactNode]] : []),
    ['Interest', [lead.country_name, lead.course_level_name, lead.intake ? `intake ${lead.intake}` : null].filter(Boolean).join(' · ') || '—'],
    ['Area', [lead.city_name, lead.state_name].filter(Boolean).join(', ') || '—'],
    ['Source', [lead.source_name, lead.medium_name, lead.campaign_name].filter(Boolean).join(' · ') || '—'],
    ['Stage', [lead.stage_name, lead.sub_stage_name].filter(Boolean).join(' · ')],
    ['Score', `${lead.score > 0 ? '+' : ''}${lead.score}${lead.score_reason ? ` · ${lead.score_reason}` : ''}`],
    ['Speed to lead', speedText(lead)],
    ...(lead.re_enquiry_count
      ? [['Re-enquiries', `${lead.re_enquiry_count}${lead.last_enquiry_at ? `, latest ${formatDateTime(lead.last_enquiry_at)}` : ''}`] as [string, ReactNode]]
      : []),
    ['Category', lead.category_name ?? '—'],
    ...lead.category_fields.map((field) => [field.label, fieldValueText(field)] as [string, ReactNode]),
    ['Owner', personName(lead.owner)],
    ['Next follow-up', lead.next_follow_up_at ? formatDateTime(lead.next_follow_up_at) : '—'],
    ['Reminder', lead.reminder_at ? `${formatDateTime(lead.reminder_at)}${lead.reminder_note ? ` · ${lead.reminder_note}` : ''}` : '—'],
    ['Notes', lead.notes ?? '—'],
    ['Created', formatDateTime(lead.created_at)],
    ['Updated', formatDateTime(lead.updated_at)],
  ];
  return <Facts rows={rows} />;
}

/**
 * One lead, loaded: its details, a follow-up (which may move its stage), the follow-ups and history, who it is
 * assigned to (and reassigning it), its messages (mail and WhatsApp, sending one), its drip nurturing (start, stop),
 * converting it to a student, an edit link.
 */
export function LeadDetailsView({ lead: data, initialNotice }: { lead: LeadDetails; initialNotice: PageNotice | null }) {
  const [notice, setNotice] = useState<PageNotice | null>(initialNotice);
  const [converting, setConverting] = useState(false);
  const name = leadName(data);
  const showMessages = leadMessagesAccess(useSession().user?.user_type).read;
  return (
    <>
      <div className={styles.top}>
        <PageHeading title={name} lead={`${data.stage_name}${data.sub_stage_name ? ` · ${data.sub_stage_name}` : ''} · added ${formatDateTime(data.created_at)}`} />
        <div className={styles.actions}>
          {data.student_user_id ? (
            <Link to={`/student_details/${data.student_user_id}`} className={buttonClassName('primary')}>
              Open the student
            </Link>
          ) : (
            <Button onClick={() => setConverting(true)}>Convert to a student</Button>
          )}
          <Link to={`/my_leads/lead_form?lead_id=${data.lead_id}`} className={buttonClassName('secondary')}>
            Edit lead
          </Link>
          <Link to="/my_leads" className={buttonClassName('ghost')}>
            All leads
          </Link>
        </div>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <PanelGrid>
        <Panel title="Details">
          <LeadFacts lead={data} />
        </Panel>
        <Panel title="Add a follow-up">
          <FollowUpForm
            lead={data}
            onSaved={({ follow_up: followUp, lead: moved }) =>
              setNotice({
                tone: 'success',
                text:
                  followUp.completed_at === null && followUp.due_at
                    ? `Follow-up planned for ${formatDateTime(followUp.due_at)}.`
                    : moved.stage_id !== data.stage_id
                      ? `Follow-up saved; ${name} is now in ${moved.stage_name}.`
                      : 'Follow-up saved.',
              })
            }
          />
        </Panel>
        <Panel title="Assignment">
          <p>{data.assigned_to ? `Assigned to ${personName(data.assigned_to)}.` : `Not assigned: ${personName(data.owner)} (the owner) works it.`}</p>
          <div className={styles.assign}>
            <AssignLeadsControl
              leadIds={[data.lead_id]}
              onAssigned={(_, assignee) => setNotice({ tone: 'success', text: `${name} is now assigned to ${assignee}.` })}
              onFailed={(text) => setNotice({ tone: 'danger', text })}
            />
          </div>
          <h3>Assignments</h3>
          <AssigneeTimeline leadId={data.lead_id} />
        </Panel>
        <Panel title="Follow-ups">
          <FollowUpList
            leadId={data.lead_id}
            onCompleted={({ lead: now }) => setNotice({ tone: 'success', text: `Follow-up completed; ${name} is in ${now.stage_name}.` })}
          />
        </Panel>
        {showMessages ? (
          <Panel title="Messages">
            <LeadMessages leadId={data.lead_id} leadName={name} onNotice={setNotice} />
          </Panel>
        ) : null}
        <Panel title="Nurturing">
          <LeadNurturing leadId={data.lead_id} onNotice={setNotice} />
        </Panel>
        <Panel title="History" wide>
          <HistoryList leadId={data.lead_id} />
        </Panel>
      </PanelGrid>
      {converting ? (
        <ConvertLeadDialog
          lead={data}
          open
          onOpenChange={setConverting}
          onConverted={() => {
            setConverting(false);
            setNotice({ tone: 'success', text: `${name} is now a student. Open the student to carry on with their applications.` });
          }}
        />
      ) : null}
    </>
  );
}
