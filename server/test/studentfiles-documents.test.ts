// Student files, the documents: checklists, upload, download and removal, and feature documents — as the student, as
// their counselor, and against someone else's student.
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../src/modules/studentfiles/pdf.ts';
import { bearer } from './harness.ts';
import {
  countryId, expectRefused, get, ids, multipart, post, server, setUpStudentFilesServer, storedFiles, tinyDocx, tokens, typeId, upload,
} from './studentfiles-kit.ts';

setUpStudentFilesServer();

// The checklists follow the AIS: the demo student's sheet lists a study gap and work history (saved as the student).
beforeAll(async () => {
  const sections = [
    ['/common/ais-gaps', [{ from_date: '2019-01-01', to_date: '2019-06-30', reason: 'Preparing for entrance exams' }]],
    ['/common/ais-work-history', [{ employer: 'TCS', job_title: 'Analyst', from_date: '2024-07-01', to_date: null, currently_working: true }]],
  ] as const;
  for (const [url, items] of sections) expect((await post('student', url, { student_user_id: ids.student, items })).statusCode).toBe(200);
});

describe('documents', () => {
  let uploaded: { map_id: number; url: string };
  const pdf = tinyPdf('Curriculum vitae - Aarav Sharma');

  it("lists the demo student's seeded files in the checklist, required by the preferred level", async () => {
    const sid = ids.student;
    const checklist = await get('student', `/common/student-documents/${sid}`);
    expect(checklist.statusCode, checklist.body).toBe(200);
    const items = checklist.json().data.items;
    const passport = items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Passport');
    expect(passport).toMatchObject({ required: true, status: 'uploaded' });
    expect(passport.files[0]).toMatchObject({ original_name: 'passport-aarav-sharma.pdf', mime_type: 'application/pdf', kind: 'document' });
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === '12th Marksheet')).toMatchObject({ required: true, status: 'missing', files: [] });
    // The AIS lists a study gap and work history: the gap justification and work letter are asked for.
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Gap Justification').required).toBe(true);
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Work Experience Letter').required).toBe(true);
    expect(items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Portfolio').required).toBe(false);
    expect((await get('counselor', `/common/student-documents/${sid}`)).statusCode).toBe(200);
  });

  it('downloads a seeded file as an attachment, writing it through the storage on first use', async () => {
    const files = (await get('counselor', `/common/uploaded-doc-for-student/${ids.student}`)).json().data;
    const marksheet = files.find((f: { original_name: string }) => f.original_name === 'class-10-marksheet.pdf');
    const response = await server.app.inject({ method: 'GET', url: new URL(marksheet.url).pathname, headers: bearer(tokens.counselor) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="class-10-marksheet\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(marksheet.size_bytes);
    const { rows } = await server.db.query<{ storage_key: string | null }>('SELECT storage_key FROM student_documents WHERE map_id = $1', [marksheet.map_id]);
    expect(rows[0].storage_key).toMatch(/^[a-f0-9]{32}$/);
    expect(await storedFiles()).toContain(rows[0].storage_key);
  });

  it('lists the documents a course level asks for, with what is uploaded, and 404 for an unknown level', async () => {
    const { rows } = await server.db.query<{ course_level_id: number }>(`SELECT course_level_id FROM course_levels WHERE name = 'PhD'`);
    const response = await get('counselor', `/common/student-required-docs/${ids.student}/${rows[0].course_level_id}`);
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json().data.items.map((i: { document_type: { name: string } }) => i.document_type.name);
    expect(names).toContain('Research Proposal');
    expect(names).not.toContain('Portfolio');
    expect(response.json().data.items.find((i: { document_type: { name: string } }) => i.document_type.name === 'Passport').status).toBe('uploaded');
    expect((await get('student', `/common/student-required-docs/${ids.student}/9999`)).statusCode).toBe(404);
  });

  it('stores a PDF upload under a name the server makes, with its detected type, sha256 and size', async () => {
    const before = await storedFiles();
    const response = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: await typeId('student_document', 'CV/Resume') },
      multipart('../../etc/cv.pdf', pdf, 'application/octet-stream'));
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ kind: 'document', mime_type: 'application/pdf', original_name: 'cv.pdf', size_bytes: pdf.length, student_user_id: ids.student, uploaded_by: { user_id: ids.student, name: 'Aarav Sharma' } });
    expect(file.document_type.name).toBe('CV/Resume');
    uploaded = file;
    const after = await storedFiles();
    const added = after.filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[a-f0-9]{32}$/);
    const { rows } = await server.db.query<{ sha256: string; mime_type: string }>('SELECT sha256, mime_type FROM student_documents WHERE map_id = $1', [file.map_id]);
    expect(rows[0].sha256).toBe((await import('node:crypto')).createHash('sha256').update(pdf).digest('hex'));

    const listed = (await get('counselor', `/common/uploaded-doc-for-student/${ids.student}`)).json().data;
    expect(listed[0].map_id).toBe(file.map_id);
  });

  it('lets the student and the counselor download it as an attachment, and nobody who does not reach the student', async () => {
    const path = new URL(uploaded.url).pathname;
    for (const who of ['student', 'counselor', 'sc'] as const) {
      const response = await server.app.inject({ method: 'GET', url: path, headers: bearer(tokens[who]) });
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
    expectRefused(await server.app.inject({ method: 'GET', url: path, headers: bearer(tokens['s-zara']) }));
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await get('student', '/common/student-file/999999')).statusCode).toBe(404);
  });

  it('refuses a renamed executable, and any type the document does not take, by content (422), storing nothing', async () => {
    const before = await storedFiles();
    const { rows: [{ n: rowsBefore }] } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM student_documents');
    const cvType = await typeId('student_document', 'CV/Resume');
    const mz = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);
    const exe = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: cvType }, multipart('cv.pdf', mz, 'application/pdf'));
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors[0].field).toBe('body/file');
    expect(exe.json().message).toMatch(/Windows executable/);
    const elf = await upload('counselor', { kind: 'document', student_user_id: ids.student, document_type_id: cvType },
      multipart('photo.png', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'image/png'));
    expect(elf.statusCode).toBe(422);
    const docx = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: cvType }, multipart('cv.docx', tinyDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(docx.statusCode).toBe(422);
    const photos = await typeId('student_visa_document', 'Passport-size Photographs');
    const pdfAsPhoto = await upload('student', { kind: 'visa_document', student_user_id: ids.student, document_type_id: photos }, multipart('photo.jpg', pdf, 'image/jpeg'));
    expect(pdfAsPhoto.statusCode).toBe(422);
    expect(pdfAsPhoto.json().message).toMatch(/JPEG or PNG/);
    const empty = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: cvType }, multipart('cv.pdf', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(422);
    expect(await storedFiles()).toEqual(before);
    const { rows: [{ n: rowsAfter }] } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM student_documents');
    expect(rowsAfter).toBe(rowsBefore);
  });

  it('answers 413 for a file over 10 MB, storing nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const response = await upload('student', { kind: 'document', student_user_id: ids.student, document_type_id: await typeId('student_document', 'CV/Resume') }, multipart('big.pdf', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, message: 'the file is larger than 10 MB', errors: [{ field: 'body/file', message: 'must be at most 10 MB' }] });
    expect(await storedFiles()).toEqual(before);
    // Just under the limit is fine (the app's 1 MB JSON body limit does not apply to uploads).
    const under = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const ok = await upload('counselor', { kind: 'document', student_user_id: ids.student, document_type_id: await typeId('student_document', 'Portfolio') }, multipart('portfolio.pdf', under));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('checks the upload routing before reading the file: kind and type, staff-only feature documents, the right list', async () => {
    const body = multipart('cv.pdf', pdf);
    const sid = ids.student;
    const noType = await upload('student', { kind: 'document', student_user_id: sid }, body);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors[0].field).toBe('querystring/document_type_id');
    expect((await upload('counselor', { kind: 'chat_attachment', student_user_id: sid, document_type_id: 1 }, body)).statusCode).toBe(400);
    expectRefused(await upload('student', { kind: 'feature_doc', student_user_id: sid }, body));
    const visaType = await typeId('student_visa_document', 'Birth Certificate');
    const wrongList = await upload('student', { kind: 'document', student_user_id: sid, document_type_id: visaType }, body);
    expect(wrongList.statusCode).toBe(422);
    expect(wrongList.json().errors[0].field).toBe('querystring/document_type_id');
    expectRefused(await upload('sc', { kind: 'document', student_user_id: sid, document_type_id: 1 }, body));
    const json = await server.app.inject({ method: 'POST', url: `${server.portal}/common/upload-file?kind=chat_attachment&student_user_id=${sid}`, headers: bearer(tokens.student), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const extra = await upload('student', { kind: 'chat_attachment', student_user_id: sid }, multipart('cv.pdf', pdf, 'application/pdf', 'file', { note: 'hi' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ field: 'body/note', message: 'is not allowed' }]);
    const feature = await upload('counselor', { kind: 'feature_doc', student_user_id: sid }, multipart('reviewed-sop.docx', tinyDocx(), 'application/octet-stream'));
    expect(feature.statusCode, feature.body).toBe(201);
    expect(feature.json().data).toMatchObject({ kind: 'feature_doc', document_type: null, mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('files visa documents apart, and the visa checklist follows the AIS', async () => {
    const sid = ids.student;
    const birth = await typeId('student_visa_document', 'Birth Certificate');
    const response = await upload('counselor', { kind: 'visa_document', student_user_id: sid, document_type_id: birth }, multipart('birth.pdf', pdf));
    expect(response.statusCode, response.body).toBe(201);
    const visaFiles = (await get('student', `/common/uploaded-visa-doc-for-student/${sid}`)).json().data;
    expect(visaFiles.map((f: { map_id: number }) => f.map_id)).toEqual([response.json().data.map_id]);
    const docs = (await get('student', `/common/uploaded-doc-for-student/${sid}`)).json().data;
    expect(docs.some((f: { map_id: number }) => f.map_id === response.json().data.map_id)).toBe(false);

    const refusalItem = async () =>
      (await get('counselor', `/common/student-visa-documents/${sid}`)).json().data.items.find(
        (i: { document_type: { name: string } }) => i.document_type.name === 'Previous Visa Refusal Letters');
    expect((await refusalItem()).required).toBe(false);
    await post('student', '/common/ais-visa-rejections', { student_user_id: sid, items: [{ country_id: await countryId('Canada'), visa_type: 'Study permit', rejected_on: '2023-09-01', reason: 'Funds' }] });
    expect((await refusalItem()).required).toBe(true);
    const birthItem = (await get('student', `/common/student-visa-documents/${sid}`)).json().data.items.find(
      (i: { document_type: { name: string } }) => i.document_type.name === 'Birth Certificate');
    expect(birthItem).toMatchObject({ required: true, status: 'uploaded' });

    // A visa file is not removed through remove-doc-for-student, only through its own call.
    const mapId = response.json().data.map_id;
    expect((await post('student', `/common/remove-doc-for-student/${sid}/${mapId}`)).statusCode).toBe(404);
    expect((await post('student', `/common/remove-visa-doc-for-student/${sid}/${mapId}`)).statusCode).toBe(200);
    expect((await get('student', `/common/uploaded-visa-doc-for-student/${sid}`)).json().data).toEqual([]);
  });

  it('removes a file: gone from the lists and the checklist, its download 404, and a second removal 404', async () => {
    const sid = ids.student;
    const response = await post('counselor', `/common/remove-doc-for-student/${sid}/${uploaded.map_id}`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = (await get('student', `/common/uploaded-doc-for-student/${sid}`)).json().data;
    expect(listed.some((f: { map_id: number }) => f.map_id === uploaded.map_id)).toBe(false);
    const cv = (await get('student', `/common/student-documents/${sid}`)).json().data.items.find(
      (i: { document_type: { name: string } }) => i.document_type.name === 'CV/Resume');
    expect(cv.status).toBe('missing');
    expect((await server.app.inject({ method: 'GET', url: new URL(uploaded.url).pathname, headers: bearer(tokens.student) })).statusCode).toBe(404);
    expect((await post('student', `/common/remove-doc-for-student/${sid}/${uploaded.map_id}`)).statusCode).toBe(404);
    const { rows } = await server.db.query<{ removed_by: number }>('SELECT removed_by FROM student_documents WHERE map_id = $1', [uploaded.map_id]);
    expect(rows[0].removed_by).toBe(ids.counselor);
  });

  it("answers 404 when the map_id is another student's, even one the caller reaches", async () => {
    const ananyaFile = await upload('counselor', { kind: 'document', student_user_id: ids['s-ananya'], document_type_id: await typeId('student_document', 'Passport') }, multipart('passport.pdf', pdf));
    expect(ananyaFile.statusCode).toBe(201);
    const response = await post('counselor', `/common/remove-doc-for-student/${ids.student}/${ananyaFile.json().data.map_id}`);
    expect(response.statusCode).toBe(404);
    expect((await get('counselor', `/common/uploaded-doc-for-student/${ids['s-ananya']}`)).json().data).toHaveLength(1);
  });

  it("keeps Zara's files from the student and the counselor (403) while the operations manager reaches them", async () => {
    const zara = ids['s-zara'];
    const stored = await upload('manager', { kind: 'document', student_user_id: zara, document_type_id: await typeId('student_document', 'Passport') }, multipart('zara-passport.pdf', pdf));
    expect(stored.statusCode, stored.body).toBe(201);
    const mapId = stored.json().data.map_id;
    for (const who of ['student', 'counselor'] as const) {
      expectRefused(await get(who, `/common/student-documents/${zara}`));
      expectRefused(await get(who, `/common/student-visa-documents/${zara}`));
      expectRefused(await get(who, `/common/uploaded-doc-for-student/${zara}`));
      expectRefused(await get(who, `/common/uploaded-visa-doc-for-student/${zara}`));
      expectRefused(await get(who, `/common/student-required-docs/${zara}/1`));
      expectRefused(await get(who, `/common/student-file/${mapId}`));
      expectRefused(await post(who, `/common/remove-doc-for-student/${zara}/${mapId}`));
      expectRefused(await upload(who, { kind: 'document', student_user_id: zara, document_type_id: 1 }, multipart('x.pdf', pdf)));
    }
    const own = await get('s-zara', `/common/student-file/${mapId}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/filename="zara-passport\.pdf"/);
  });
});

describe('feature documents', () => {
  it('attaches a delivered file to a feature the student availed, lists it, and refuses what does not fit', async () => {
    const ishaan = ids['s-ishaan'];
    const { rows: availed } = await server.db.query<{ feature_id: number; name: string }>(
      `SELECT usf.feature_id, f.name FROM user_services us JOIN user_service_features usf ON usf.availed_id = us.availed_id
         JOIN plan_features f ON f.feature_id = usf.feature_id WHERE us.user_id = $1 ORDER BY usf.feature_id`, [ishaan]);
    expect(availed.length).toBeGreaterThan(1);
    const { rows: notAvailed } = await server.db.query<{ feature_id: number }>(
      `SELECT feature_id FROM plan_features WHERE feature_id NOT IN (
         SELECT usf.feature_id FROM user_services us JOIN user_service_features usf ON usf.availed_id = us.availed_id WHERE us.user_id = $1)
       LIMIT 1`, [ishaan]);

    const file = await upload('counselor', { kind: 'feature_doc', student_user_id: ishaan }, multipart('checklist.docx', tinyDocx()));
    expect(file.statusCode, file.body).toBe(201);
    const mapId = file.json().data.map_id;
    const body = { student_user_id: ishaan, feature_id: availed[0].feature_id, map_id: mapId, title: 'Your visa document checklist', note: 'Reviewed with you on the call' };

    expectRefused(await post('student', '/common/add-feature-doc', { ...body, student_user_id: ids.student }));
    const added = await post('counselor', '/common/add-feature-doc', body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      student_user_id: ishaan, feature_id: availed[0].feature_id, feature_name: availed[0].name, title: body.title, note: body.note,
      added_by: { user_id: ids.counselor, name: 'Priya Nair' }, document: { map_id: mapId, kind: 'feature_doc', document_type: null },
    });
    expect((await post('counselor', '/common/add-feature-doc', { ...body, feature_id: availed[1].feature_id })).statusCode).toBe(409);

    const other = await upload('counselor', { kind: 'feature_doc', student_user_id: ishaan }, multipart('other.pdf', tinyPdf('other')));
    const wrongFeature = await post('counselor', '/common/add-feature-doc', { ...body, map_id: other.json().data.map_id, feature_id: notAvailed[0].feature_id });
    expect(wrongFeature.statusCode).toBe(422);
    expect(wrongFeature.json().errors).toEqual([expect.objectContaining({ field: 'body/feature_id' })]);
    const plain = await upload('counselor', { kind: 'document', student_user_id: ishaan, document_type_id: await typeId('student_document', 'Passport') }, multipart('p.pdf', tinyPdf('p')));
    const notFeatureKind = await post('counselor', '/common/add-feature-doc', { ...body, map_id: plain.json().data.map_id });
    expect(notFeatureKind.statusCode).toBe(422);
    expect(notFeatureKind.json().errors[0].field).toBe('body/map_id');
    const aaravFeature = await upload('counselor', { kind: 'feature_doc', student_user_id: ids.student }, multipart('a.pdf', tinyPdf('a')));
    const otherStudent = await post('counselor', '/common/add-feature-doc', { ...body, map_id: aaravFeature.json().data.map_id });
    expect(otherStudent.statusCode).toBe(422);
    expect(otherStudent.json().errors[0]).toMatchObject({ field: 'body/map_id', message: expect.stringMatching(/another student/) });

    const listed = await get('s-ishaan', `/common/feature-doc/${ishaan}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((d: { document: { map_id: number } }) => d.document.map_id)).toEqual([mapId]);
    expect((await get('counselor', `/common/feature-doc/${ishaan}?feature_id=${availed[1].feature_id}`)).json().data).toEqual([]);
    const download = await get('s-ishaan', new URL(listed.json().data[0].document.url).pathname.replace(server.portal, ''));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="checklist\.docx"/);
    expectRefused(await get('student', `/common/feature-doc/${ishaan}`));
    expectRefused(await get('counselor', `/common/feature-doc/${ids['s-zara']}`));
  });
});