import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { studentQueries, type DocumentChecklistItem } from '@/entities/student';
import { DocumentActions } from '@/features/manage-document';
import { UploadDocument } from '@/features/upload-document';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';

function Checklist({ title, items, kind, studentUserId }: { title: string; items: DocumentChecklistItem[]; kind: 'document' | 'visa_document'; studentUserId: number }) {
  const required = items.filter((i) => i.required);
  const missing = required.filter((i) => i.status === 'missing').length;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()} asked for yet`} headingLevel={3}>Your counselor adds them when your application needs them.</EmptyState>
      ) : (
        <>
          <p role="status">{missing === 0 ? 'Every required document is uploaded.' : `${missing} required document${missing === 1 ? '' : 's'} still missing.`}</p>
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
            {items.map((item) => (
              <li key={item.document_type.document_type_id} aria-label={item.document_type.name} style={{ borderBottom: '1px solid #d5dbe3', paddingBottom: '0.75rem' }}>
                <strong>{item.document_type.name}</strong> {item.required ? '(required)' : '(optional)'} — {item.status === 'uploaded' ? 'uploaded' : 'missing'}
                {item.files.length > 0 ? (
                  <ul>
                    {item.files.map((file) => (
                      <li key={file.map_id}>
                        {file.original_name} ({Math.max(1, Math.round(file.size_bytes / 1024))} KB) <DocumentActions file={file} kind={kind} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <UploadDocument studentUserId={studentUserId} kind={kind} documentType={item.document_type} />
              </li>
            ))}
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
      <PageHeading title={title} lead="PDF, JPEG or PNG, up to 10 MB each. Files are checked by their content, not their name." />
      <Checklist title="Documents" items={documents.data} kind="document" studentUserId={studentUserId} />
      {visa.isPending ? <Spinner label="Loading your visa documents" /> : null}
      {visa.isError ? <ErrorState title="Your visa documents could not be loaded" headingLevel={2} /> : null}
      {visa.data ? <Checklist title="Visa documents" items={visa.data} kind="visa_document" studentUserId={studentUserId} /> : null}
    </>
  );
}
