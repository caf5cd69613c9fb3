import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { studentQueries, type DocumentChecklistItem } from '@/entities/student';
import { DocumentActions } from '@/features/manage-document';
import { UploadDocument } from '@/features/upload-document';
import { formatDate } from '@/shared/lib/calendar-date';
import { Badge } from '@/shared/ui/badge';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import * as styles from './documents-page.css';

type Kind = 'document' | 'visa_document';

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One document the student is asked for: its state, its files (name, size, when), and one upload control. */
function DocumentRow({ item, kind, studentUserId }: { item: DocumentChecklistItem; kind: Kind; studentUserId: number }) {
  const name = item.document_type.name;
  const uploaded = item.status === 'uploaded';
  return (
    <li aria-label={name} className={[styles.row, !uploaded && item.required ? styles.missing : ''].join(' ')}>
      <div>
        <div className={styles.head}>
          <h3 className={styles.name}>{name}</h3>
          {uploaded ? <Badge tone="success">Uploaded</Badge> : <Badge tone={item.required ? 'danger' : 'neutral'}>Missing</Badge>}
          <Badge>{item.required ? 'Required' : 'Optional'}</Badge>
        </div>
        {item.files.length > 0 ? (
          <ul className={styles.files} aria-label={`Files for ${name}`}>
            {item.files.map((file) => (
              <li key={file.map_id} className={styles.file}>
                <span className={styles.fileName}>{file.original_name}</span>
                <span className={styles.meta}>
                  {sizeOf(file.size_bytes)} · uploaded {formatDate(file.uploaded_at)}
                </span>
                <DocumentActions file={file} kind={kind} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.meta}>Nothing uploaded yet.</p>
        )}
      </div>
      <UploadDocument studentUserId={studentUserId} kind={kind} documentType={item.document_type} />
    </li>
  );
}

function Checklist({ title, items, kind, studentUserId }: { title: string; items: DocumentChecklistItem[]; kind: Kind; studentUserId: number }) {
  const missing = items.filter((i) => i.required && i.status === 'missing').length;
  const headingId = `${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>{title}</h2>
      {items.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()} asked for yet`} headingLevel={3}>Your counselor adds them when your application needs them.</EmptyState>
      ) : (
        <>
          <p role="status" className={styles.summary}>
            {missing === 0 ? 'Every required document is uploaded.' : `${missing} required document${missing === 1 ? '' : 's'} still missing.`}
          </p>
          <ul className={styles.list}>
            {items.map((item) => <DocumentRow key={item.document_type.document_type_id} item={item} kind={kind} studentUserId={studentUserId} />)}
          </ul>
        </>
      )}
    </section>
  );
}

/** The documents the student's course level asks for, what is uploaded, and the visa documents. */
export function DocumentsPage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const documents = useQuery({ ...studentQueries.documents(studentUserId), enabled: studentUserId > 0 });
  const visa = useQuery({ ...studentQueries.visaDocuments(studentUserId), enabled: studentUserId > 0 });

  if (documents.isPending) return <Spinner label="Loading your documents" />;
  if (documents.isError) return <ErrorState title="Your documents could not be loaded" headingLevel={1} onRetry={documents.refetch} />;
  return (
    <>
      <PageHeading title={title} lead="PDF, JPG or PNG, up to 10 MB each: choose a file or drop it on a document. Files are checked by their content, not their name." />
      <Checklist title="Study documents" items={documents.data} kind="document" studentUserId={studentUserId} />
      {visa.isPending ? <Spinner label="Loading your visa documents" /> : null}
      {visa.isError ? <ErrorState title="Your visa documents could not be loaded" headingLevel={2} onRetry={visa.refetch} /> : null}
      {visa.data ? <Checklist title="Visa documents" items={visa.data} kind="visa_document" studentUserId={studentUserId} /> : null}
    </>
  );
}
