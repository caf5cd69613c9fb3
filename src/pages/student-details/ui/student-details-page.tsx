import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  changeApplicationStatus,
  getAis,
  getApplicationTimeline,
  getSopAnswers,
  getStudentDocumentChecklist,
  listApplicationChatMessages,
  listInvoices as invoicesAccess,
  listStudentCommissionTerms as commissionAccess,
  mayCall,
  uploadFile,
  type OperationRoles,
} from '@contract/access';
import { ApplicationTimeline, applicationQueries, statusLabel } from '@/entities/application';
import { useSession } from '@/entities/session';
import { studentQueries } from '@/entities/student';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { Tabs } from '@/shared/ui/tabs';
import { Badge } from '@/shared/ui/badge';
import { DetailList } from '@/shared/ui/detail-list';
import { Panel, QueryState } from '@/shared/ui/panel';
import { formatDateTime } from '@/shared/lib/date';
import { ProfileTab } from './profile-tab';
import { WhatsAppButton } from './whatsapp-button';
import * as styles from './student-details-page.css';

// The working parts of an application load with the first application shown.
const ApplicationChat = lazy(() => import('@/features/application-chat').then((m) => ({ default: m.ApplicationChat })));
// The SOP and AIS tabs load when they are opened.
const AisTab = lazy(() => import('./ais-tab').then((m) => ({ default: m.AisTab })));
const SopTab = lazy(() => import('./sop-tab').then((m) => ({ default: m.SopTab })));
// Loads when someone opens a chat's attachments.
const UploadDocument = lazy(() => import('@/features/upload-document').then((m) => ({ default: m.UploadDocument })));
const ChangeApplicationStatus = lazy(() => import('@/features/change-application-status').then((m) => ({ default: m.ChangeApplicationStatus })));

/** A student as the staff on them see it: profile, AIS, documents and applications (status and chat). */
export function StudentDetailsPage({ title }: { title: string }) {
  const { student_user_id: raw } = useParams();
  const studentUserId = Number(raw);
  const { user } = useSession();
  // Each section shows to the roles that may read it (the contract's access map): accounts open a student for the
  // statement and the commission, and may read neither the AIS, the SOP, the documents nor an application's timeline
  // and chat. Asking anyway was refused (403), and the app answers a refusal by going home with "You do not have
  // access": accounts could not stay on a student at all.
  const may = (operation: OperationRoles) => mayCall(operation, user?.user_type);
  const details = useQuery(studentQueries.details(studentUserId));
  const documents = useQuery({ ...studentQueries.documents(studentUserId), enabled: may(getStudentDocumentChecklist) });
  const applications = useQuery(applicationQueries.ofStudent(studentUserId));
  const statuses = useQuery(applicationQueries.statuses());
  const canMove = may(changeApplicationStatus);
  // Who may upload a file for the student, e.g. to attach it in a chat.
  const canUpload = may(uploadFile);

  if (details.isPending) return <Spinner label="Loading the student" />;
  if (details.isError)
    return (
      <ErrorState title="This student could not be opened" headingLevel={1} action={<Button onClick={() => details.refetch()}>Try again</Button>}>
        You may not be assigned to this student, or the connection failed.
      </ErrorState>
    );
  const s = details.data;

  const docsView = (
    <QueryState query={documents} what="the documents" isEmpty={(items) => items.length === 0} empty={<EmptyState title="No documents asked for yet" headingLevel={3} />}>
      {(items) => (
        <Panel title="Documents">
          <DetailList items={items.map((item) => ({
            term: `${item.document_type.name}${item.required ? ' (required)' : ''}`,
            value: item.files.length > 0
              ? item.files.map((f) => `${f.original_name} · ${formatDateTime(f.uploaded_at)}`).join('; ')
              : <Badge tone={item.required ? 'danger' : 'neutral'}>Missing</Badge>,
          }))} />
        </Panel>
      )}
    </QueryState>
  );

  const appsView = (
    <QueryState query={applications} what="the applications" isEmpty={(items) => items.length === 0} empty={<EmptyState title="No applications yet" headingLevel={3} />}>
      {(items) =>
        items.map((application) => (
          <article key={application.sa_mapper_id} aria-labelledby={`app-${application.sa_mapper_id}`} style={{ borderTop: '1px solid #d5dbe3', paddingBlock: '1rem' }}>
            <h3 id={`app-${application.sa_mapper_id}`}>
              {application.course.course_name} — {application.course.university_name}
            </h3>
            <p>
              Intake {application.intake} {application.intake_year} · status <strong>{statusLabel(statuses.data, application.status)}</strong>
            </p>
            <Suspense fallback={<Spinner label="Loading" />}>
              {canMove && statuses.data ? <ChangeApplicationStatus application={application} statuses={statuses.data} /> : null}
              {may(getApplicationTimeline) ? <ApplicationTimeline studentUserId={studentUserId} saMapperId={application.sa_mapper_id} statuses={statuses.data} /> : null}
              {may(listApplicationChatMessages) ? (
                <ApplicationChat studentUserId={studentUserId} saMapperId={application.sa_mapper_id} myUserId={user?.user_id ?? 0}
                  renderUpload={canUpload ? (onUploaded) => <UploadDocument studentUserId={studentUserId} kind="chat_attachment" onUploaded={onUploaded} /> : undefined} />
              ) : null}
            </Suspense>
          </article>
        ))
      }
    </QueryState>
  );

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={`${s.first_name} ${s.last_name}`} lead={title} />
        <div className={styles.topActions}>
          {may(invoicesAccess) ? (
            <Link to={`/student_list-print/${studentUserId}`}>Statement of account</Link>
          ) : null}
          {may(commissionAccess) ? <Link to={`/invoice/${studentUserId}`}>Commission</Link> : null}
          <WhatsAppButton student={s} />
        </div>
      </div>
      <Tabs
        label="Student sections"
        defaultValue="applications"
        items={[
          { value: 'profile', label: 'Profile', content: <ProfileTab student={s} /> },
          ...(may(getAis) ? [{ value: 'ais', label: 'AIS', content: <Suspense fallback={<Spinner label="Loading the AIS" />}><AisTab studentUserId={studentUserId} /></Suspense> }] : []),
          ...(may(getSopAnswers) ? [{ value: 'sop', label: 'SOP', content: <Suspense fallback={<Spinner label="Loading the SOP answers" />}><SopTab studentUserId={studentUserId} /></Suspense> }] : []),
          ...(may(getStudentDocumentChecklist) ? [{ value: 'documents', label: 'Documents', content: docsView }] : []),
          { value: 'applications', label: `Applications (${applications.data?.length ?? 0})`, content: appsView },
        ]}
      />
    </>
  );
}
