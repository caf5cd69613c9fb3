import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '@/app/test/mock-api';
import { fakeXhr } from '@/app/test/fake-xhr';
import { renderApp } from '@/app/test/render-app';
import { QueryProvider } from '@/shared/api/query';
import { DocumentsPage } from './documents-page';

const ui = <QueryProvider><DocumentsPage title="Documents" /></QueryProvider>;
const ok = <T,>(data: T) => ({ status: true as const, data });
const passportFile = {
  map_id: 9, student_user_id: 41, kind: 'document' as const, document_type: { document_type_id: 1, name: 'Passport' }, original_name: 'passport.pdf',
  size_bytes: 20480, mime_type: 'application/pdf' as const, url: 'http://localhost/api/common/student-file/9', uploaded_at: '2026-05-01T10:00:00.000Z',
} as never;

afterEach(() => vi.unstubAllGlobals());

const api = (uploaded: boolean) => (mock: MockApi) => {
  mock.portal('get', '/common/student-documents/{id}', () => ok({ student_user_id: 41, items: [
    { document_type: { document_type_id: 1, name: 'Passport' }, required: true, status: uploaded ? 'uploaded' as const : 'missing' as const, files: uploaded ? [passportFile] : [] },
    { document_type: { document_type_id: 2, name: 'Portfolio' }, required: false, status: 'missing' as const, files: [] },
  ] }));
  mock.portal('get', '/common/student-visa-documents/{id}', () => ok({ student_user_id: 41, items: [] }));
};

describe('documents', () => {
  it('uploads with a progress bar and the bearer token, then shows the file', async () => {
    let uploaded = false;
    const seen: { url?: string; auth?: string; progress?: boolean } = {};
    fakeXhr({ status: 201, body: { status: true, data: passportFile } }, seen);
    const app = await renderApp(ui, { user: 'student', api: (mock) => { api(false)(mock); mock.portal('get', '/common/student-documents/{id}', () => ok({ student_user_id: 41, items: [
      { document_type: { document_type_id: 1, name: 'Passport' }, required: true, status: uploaded ? 'uploaded' as const : 'missing' as const, files: uploaded ? [passportFile] : [] },
    ] })); } });
    expect(await screen.findByText('1 required document still missing.')).toBeTruthy();
    uploaded = true;
    await app.user.upload(screen.getByLabelText('Upload Passport'), new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading Passport' })).toBeTruthy();
    expect(await screen.findByText('passport.pdf uploaded.')).toBeTruthy();
    expect(seen.url).toBe('/api/common/upload-file?kind=document&student_user_id=41&document_type_id=1');
    expect(seen.auth).toBe('Bearer token-refreshed');
    expect(await screen.findByText('Every required document is uploaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download passport.pdf' })).toBeTruthy();
  });

  it('explains a file refused by its content, and removes a file', async () => {
    fakeXhr({ status: 422, body: { status: false, message: 'the file is not a PDF, JPEG or PNG' } }, {});
    const app = await renderApp(ui, { user: 'student', api: (mock) => {
      api(true)(mock);
      mock.portal('post', '/common/remove-doc-for-student/{id}/{map_id}', () => ok({ message: 'removed' }) as never);
    } });
    const portfolio = await screen.findByRole('listitem', { name: 'Portfolio' });
    await app.user.upload(within(portfolio).getByLabelText('Upload Portfolio'), new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    expect(await within(portfolio).findByText(/This file was refused: the file is not a PDF, JPEG or PNG/)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    await waitFor(() => expect(app.api.calls()).toContain('POST /api/common/remove-doc-for-student/41/9'));
  });

  it('shows an error state with a retry', async () => {
    await renderApp(ui, { user: 'student', api: (mock) => mock.portal('get', '/common/student-documents/{id}', () => ({ status: 404, message: 'no' })) });
    expect(await screen.findByRole('heading', { name: 'Your documents could not be loaded' })).toBeTruthy();
  });
});
