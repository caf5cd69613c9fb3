import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { fakeXhr } from '@/app/test/fake-xhr';
import { renderApp } from '@/app/test/render-app';
import { lendObjectUrls } from '@/shared/lib/download/lend-object-urls';
import type { DocumentFile } from '@/entities/student';
import { UploadDocument } from '@/features/upload-document';
import { QueryProvider } from '@/shared/api/query';
import { ApplicationChat } from './application-chat';

const ok = <T,>(data: T) => ({ status: true as const, data });
const file = (map_id: number, original_name: string, extra: Partial<DocumentFile> = {}): DocumentFile => ({
  map_id, student_user_id: 41, kind: 'document', document_type: { document_type_id: 1, name: 'Passport' }, original_name, size_bytes: 20480,
  mime_type: 'application/pdf', uploaded_at: '2026-05-01T10:00:00.000Z', uploaded_by: { user_id: 41, name: 'Asha Rao' },
  url: `http://localhost/api/common/student-file/${map_id}`, ...extra,
});
const message = (message_id: number, text: string, attachment: DocumentFile | null, sender = { user_id: 7, user_firstname: 'Priya', user_lastname: 'Nair', user_type: 'counselor' as const }) => ({
  message_id, sender, message: text, attachment, created_at: '2026-05-02T10:00:00.000Z', read_at: null,
});

afterEach(() => vi.unstubAllGlobals());

/** The chat of application 501 of student 41, with the given messages and the student's files. */
const chatApi = (messages: ReturnType<typeof message>[], files: DocumentFile[], visa: DocumentFile[] = []) => (api: MockApi) => {
  api.portal('get', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', () => ok({ items: [...messages].reverse(), page: 1, page_size: 100, total: messages.length }));
  api.portal('get', '/common/uploaded-doc-for-student/{id}', () => ok(files));
  api.portal('get', '/common/uploaded-visa-doc-for-student/{id}', () => ok(visa));
};

describe('the application chat', () => {
  it('shows a message with its attachment and downloads it with the bearer token', async () => {
    const createObjectURL = lendObjectUrls('blob:offer');
    const app = await renderApp(
      <QueryProvider><ApplicationChat studentUserId={41} saMapperId={501} myUserId={41} /></QueryProvider>,
      { user: 'student', api: (api) => {
        chatApi([message(1, 'Here is your offer letter.', file(9, 'offer-letter.pdf', { kind: 'chat_attachment', document_type: null, size_bytes: 3 * 1024 * 1024 }))], [])(api);
        api.portal('get', '/common/student-file/{map_id}', () => ok({}) as never);
      } },
    );
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Here is your offer letter.')).toBeTruthy();
    expect(within(item).getByText('offer-letter.pdf (3.0 MB)')).toBeTruthy();
    await app.user.click(within(item).getByRole('button', { name: 'Download offer-letter.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const download = app.api.requests.find((r) => r.url.endsWith('/api/common/student-file/9'));
    expect(download?.headers.get('Authorization')).toBe('Bearer token-refreshed');
  });

  it("attaches one of the student's documents, keeps message and file when the server refuses, then sends them", async () => {
    let refuse = true;
    const bodies: unknown[] = [];
    const app = await renderApp(
      <QueryProvider><ApplicationChat studentUserId={41} saMapperId={501} myUserId={7} /></QueryProvider>,
      { user: 'counselor', api: (api) => {
        chatApi([], [file(9, 'passport.pdf')], [file(12, 'visa-letter.pdf', { kind: 'visa_document', document_type: { document_type_id: 30, name: 'Visa letter' } })])(api);
        api.portal('post', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', async (request) => {
          const body = (await request.json()) as { message: string; attachment_map_id?: number };
          bodies.push(body);
          if (refuse) return { status: 422, message: 'the attachment is filed under someone else', errors: [{ field: 'body/attachment_map_id', message: 'is not a file of user 41' }] };
          return ok(message(2, body.message, file(12, 'visa-letter.pdf'), { user_id: 7, user_firstname: 'Priya', user_lastname: 'Nair', user_type: 'counselor' }));
        });
      } },
    );
    expect(await screen.findByText('No messages yet. Ask a question about this application.')).toBeTruthy();
    expect(app.api.calls()).not.toContain('GET /api/common/uploaded-doc-for-student/41');
    await app.user.click(screen.getByRole('button', { name: 'Attach a file' }));
    const picker = await screen.findByLabelText("Attach one of the student's documents");
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['No attachment', 'passport.pdf — Passport', 'visa-letter.pdf — Visa letter']));
    await app.user.selectOptions(picker, '12');
    expect(screen.getByText('visa-letter.pdf', { selector: 'strong' })).toBeTruthy();
    await app.user.type(screen.getByLabelText('Message'), 'Your visa letter, signed.');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/The attachment was refused: is not a file of user 41\. Choose another file\./)).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Your visa letter, signed.');
    expect(screen.getByText('visa-letter.pdf', { selector: 'strong' })).toBeTruthy();

    refuse = false;
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    expect(bodies).toEqual([
      { message: 'Your visa letter, signed.', attachment_map_id: 12 },
      { message: 'Your visa letter, signed.', attachment_map_id: 12 },
    ]);
    expect(screen.queryByText('visa-letter.pdf', { selector: 'strong' })).toBeNull();
    expect(screen.queryByLabelText("Attach one of the student's documents")).toBeNull();
  });

  it('uploads a new file through the upload feature, then sends it attached; a message without a file has no attachment', async () => {
    const seen = fakeXhr({ status: 201, body: ok(file(77, 'bank-statement.pdf', { kind: 'chat_attachment', document_type: null })) });
    const bodies: unknown[] = [];
    const app = await renderApp(
      <QueryProvider>
        <ApplicationChat studentUserId={41} saMapperId={501} myUserId={41}
          renderUpload={(onUploaded) => <UploadDocument studentUserId={41} kind="chat_attachment" onUploaded={onUploaded} />} />
      </QueryProvider>,
      { user: 'student', api: (api) => {
        chatApi([], [])(api);
        api.portal('post', '/common/student-application-chat/{student_user_id}/{sa_mapper_id}', async (request) => {
          bodies.push(await request.json());
          return ok(message(3, 'x', null));
        });
      } },
    );
    await app.user.type(await screen.findByLabelText('Message'), 'Just a question.');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bodies).toEqual([{ message: 'Just a question.' }]));

    await app.user.click(screen.getByRole('button', { name: 'Attach a file' }));
    expect(await screen.findByText('No documents uploaded yet: upload one below.')).toBeTruthy();
    await app.user.upload(screen.getByLabelText('Upload a new file'), new File(['%PDF-1.4'], 'bank-statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('bank-statement.pdf', { selector: 'strong' })).toBeTruthy();
    expect(seen.url).toBe('/api/common/upload-file?kind=chat_attachment&student_user_id=41');
    await app.user.type(screen.getByLabelText('Message'), 'My bank statement.');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bodies[1]).toEqual({ message: 'My bank statement.', attachment_map_id: 77 }));
  });
});
