import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApplicationTimeline, applicationQueries, statusLabel } from '@/entities/application';
import { useSession } from '@/entities/session';
import { buttonClassName } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { EmptyState } from '@/shared/ui/state';

// The chat (with its attachments) loads after the list has painted; it sits in a closed "Timeline and chat".
const ApplicationChat = lazy(() => import('@/features/application-chat').then((m) => ({ default: m.ApplicationChat })));
// Loads when the student opens a chat's attachments.
const UploadDocument = lazy(() => import('@/features/upload-document').then((m) => ({ default: m.UploadDocument })));

const EMPTY = (
  <EmptyState title="No applications yet" action={<Link className={buttonClassName()} to="/universitysearch">Find a course</Link>}>
    Apply to a course from the search or from your University Preference list.
  </EmptyState>
);

/** The student's applications, each with its timeline and its chat with the staff on it. */
export function ApplicationsPage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const applications = useQuery({ ...applicationQueries.ofStudent(studentUserId), enabled: studentUserId > 0 });
  const statuses = useQuery(applicationQueries.statuses());

  return (
    <>
      <PageHeading title={title} lead="Every application you made, where it stands, and the conversation about it." />
      <QueryState query={applications} what="your applications" headingLevel={2} isEmpty={(items) => items.length === 0} empty={EMPTY}>
        {(items) =>
          items.map((application) => (
            <article key={application.sa_mapper_id} aria-labelledby={`application-${application.sa_mapper_id}`} style={{ borderTop: '1px solid #d5dbe3', paddingBlock: '1rem' }}>
              <h2 id={`application-${application.sa_mapper_id}`}>
                {application.course.course_name} — {application.course.university_name}
              </h2>
              <p>
                {application.course.country} · intake {application.intake} {application.intake_year} · status <strong>{statusLabel(statuses.data, application.status)}</strong>
              </p>
              <details>
                <summary>Timeline and chat</summary>
                <ApplicationTimeline studentUserId={studentUserId} saMapperId={application.sa_mapper_id} statuses={statuses.data} />
                <Suspense fallback={<Spinner label="Loading the chat" />}>
                  <ApplicationChat studentUserId={studentUserId} saMapperId={application.sa_mapper_id} myUserId={studentUserId}
                    renderUpload={(onUploaded) => <UploadDocument studentUserId={studentUserId} kind="chat_attachment" onUploaded={onUploaded} />} />
                </Suspense>
              </details>
            </article>
          ))
        }
      </QueryState>
    </>
  );
}
