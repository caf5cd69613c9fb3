import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApplicationStatusBadge, ApplicationTimeline, applicationQueries, subStatusLabel, type Application, type ApplicationStatusInfo } from '@/entities/application';
import { useSession } from '@/entities/session';
import { formatDateTime } from '@/shared/lib/date';
import { buttonClassName } from '@/shared/ui/button';
import { cardSurface } from '@/shared/ui/card';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { EmptyState } from '@/shared/ui/state';
import * as styles from './applications-page.css';

// The chat (with its attachments) loads when the student opens an application's timeline and chat.
const ApplicationChat = lazy(() => import('@/features/application-chat').then((m) => ({ default: m.ApplicationChat })));
// Loads when the student opens a chat's attachments.
const UploadDocument = lazy(() => import('@/features/upload-document').then((m) => ({ default: m.UploadDocument })));

const EMPTY = (
  <EmptyState title="No applications yet" action={<Link className={buttonClassName()} to="/universitysearch">Find a course</Link>}>
    Apply to a course from the search or from your University Preference list.
  </EmptyState>
);

type CardProps = { application: Application; statuses: ApplicationStatusInfo[] | undefined; studentUserId: number };

/** One application: the course and university, its status as a badge, and its timeline and chat behind a button. */
function ApplicationCard({ application, statuses, studentUserId }: CardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const sub = subStatusLabel(statuses, application.status, application.sub_status);
  return (
    <li>
      <article aria-labelledby={`${id}-title`} className={cardSurface}>
        <h2 id={`${id}-title`} className={styles.title}>
          {application.course.course_name} — {application.course.university_name}
        </h2>
        <p className={styles.facts}>
          <ApplicationStatusBadge status={application.status} statuses={statuses} />
          {sub ? <span>{sub}</span> : null}
          <span>since {formatDateTime(application.status_changed_at)}</span>
          <span aria-hidden="true">·</span>
          <span>{application.course.country}</span>
          <span aria-hidden="true">·</span>
          <span>
            intake {application.intake} {application.intake_year}
          </span>
        </p>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen((was) => !was)}>
          <span className={styles.chevron} aria-hidden="true">
            ▸
          </span>
          {open ? 'Hide the timeline and chat' : 'Show the timeline and chat'}
        </button>
        <div id={`${id}-details`} className={styles.details} hidden={!open}>
          {open ? (
            <>
              <ApplicationTimeline studentUserId={studentUserId} saMapperId={application.sa_mapper_id} statuses={statuses} />
              <Suspense fallback={<Spinner label="Loading the chat" />}>
                <ApplicationChat
                  studentUserId={studentUserId}
                  saMapperId={application.sa_mapper_id}
                  myUserId={studentUserId}
                  renderUpload={(onUploaded) => <UploadDocument studentUserId={studentUserId} kind="chat_attachment" onUploaded={onUploaded} />}
                />
              </Suspense>
            </>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The student's applications, each with its status, timeline and its chat with the staff on it. */
export function ApplicationsPage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const applications = useQuery({ ...applicationQueries.ofStudent(studentUserId), enabled: studentUserId > 0 });
  const statuses = useQuery(applicationQueries.statuses());

  return (
    <>
      <PageHeading title={title} lead="Every application you made, where it stands, and the conversation about it." />
      <QueryState query={applications} what="your applications" headingLevel={2} isEmpty={(items) => items.length === 0} empty={EMPTY}>
        {(items) => (
          <ul className={styles.list} aria-label="Your applications">
            {items.map((application) => (
              <ApplicationCard key={application.sa_mapper_id} application={application} statuses={statuses.data} studentUserId={studentUserId} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
