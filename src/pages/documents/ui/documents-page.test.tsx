import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    fakeXhr({ status: 201, body: { status: true, data: passportFile }, delayMs: 400 }, seen); // the bar stays long enough to be seen on a busy machine
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
    expect(await within(portfolio).findByText('Not accepted. The file is not a PDF, JPEG or PNG. Choose another file.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    await waitFor(() => expect(app.api.calls()).toContain('POST /api/common/remove-doc-for-student/41/9'));
  });

  it('shows each document once, with its state, its file\'s size and date, and one heading for the page', async () => {
    await renderApp(ui, { user: 'student', api: api(true) });
    const passport = await screen.findByRole('listitem', { name: 'Passport' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Documents']);
    expect(within(passport).getByText('Uploaded')).toBeTruthy();
    expect(within(passport).getByText('Required')).toBeTruthy();
    expect(within(passport).getByText(/^20 KB · uploaded \d\d-05-2026$/)).toBeTruthy();
    const portfolio = screen.getByRole('listitem', { name: 'Portfolio' });
    expect(within(portfolio).getByText('Missing')).toBeTruthy();
    expect(within(portfolio).getByText('Optional')).toBeTruthy();
    expect(within(portfolio).getByText('Nothing uploaded yet.')).toBeTruthy();
    // One labelled upload control per document, a real file input under a button-like label.
    expect(screen.getAllByLabelText(/^Upload /).map((input) => input.getAttribute('type'))).toEqual(['file', 'file']);
    expect(screen.getByRole('region', { name: 'Visa documents' })).toBeTruthy();
  });

  it('says what is wrong with a wrong type or size before sending anything', async () => {
    const seen = fakeXhr({ status: 201, body: { status: true, data: passportFile } }, {});
    await renderApp(ui, { user: 'student', api: api(false) });
    const passport = await screen.findByRole('listitem', { name: 'Passport' });
    const input = within(passport).getByLabelText('Upload Passport');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect(within(passport).getByRole('alert').textContent).toBe('This file is a .exe: upload a PDF, JPG or PNG of at most 10 MB.');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(passport).getByRole('alert').textContent).toBe('This file is 11.0 MB: upload a PDF, JPG or PNG of at most 10 MB.');
    expect(seen.url).toBeUndefined();
  });

  it('takes a dropped file, highlighting the row while it is dragged over', async () => {
    const seen = fakeXhr({ status: 201, body: { status: true, data: passportFile } }, {});
    await renderApp(ui, { user: 'student', api: api(false) });
    const passport = await screen.findByRole('listitem', { name: 'Passport' });
    const zone = within(passport).getByRole('group', { name: 'Choose or drop a file for Passport' });
    const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(within(passport).getByText('Drop the file to upload it')).toBeTruthy();
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer });
    expect(await within(passport).findByText('passport.pdf uploaded.')).toBeTruthy();
    expect(seen.url).toBe('/api/common/upload-file?kind=document&student_user_id=41&document_type_id=1');
  });

  it('cancels an upload in progress: the request is aborted and nothing is shown as stored', async () => {
    const seen = fakeXhr({ status: 201, body: { status: true, data: passportFile }, delayMs: 60_000 }, {});
    const app = await renderApp(ui, { user: 'student', api: api(false) });
    const passport = await screen.findByRole('listitem', { name: 'Passport' });
    await app.user.upload(within(passport).getByLabelText('Upload Passport'), new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    expect(within(passport).getByRole('progressbar', { name: 'Uploading Passport' })).toBeTruthy();
    const cancel = within(passport).getByRole('button', { name: 'Cancel the upload of Passport' });
    await app.user.click(cancel);
    expect(seen.aborted).toBe(true);
    expect(await within(passport).findByText('Upload cancelled. Nothing was stored.')).toBeTruthy();
    expect(within(passport).queryByRole('progressbar')).toBeNull();
    expect(within(passport).getByText('Nothing uploaded yet.')).toBeTruthy();
  });

  it('shows an error state with a retry', async () => {
    await renderApp(ui, { user: 'student', api: (mock) => mock.portal('get', '/common/student-documents/{id}', () => ({ status: 404, message: 'no' })) });
    expect(await screen.findByRole('heading', { name: 'Your documents could not be loaded' })).toBeTruthy();
  });
});
