// Students' documents: the checklists (what the student's record and aims ask for), upload (type from the bytes),
// removal and download. The bytes go through file-content.service.ts, the one seam to the file store.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PortalSchemas } from '../../contract-types.ts';
import { STAFF_ROLES, type Caller } from '../../domain/caller.ts';
import { Conflict, Forbidden, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import type { DocumentFile, DocumentFiles } from './document-files.ts';
import {
  aisItemCount, choseOption, courseLevelExists, documentTypesOf, findDocumentType, findFile, insertFile, listFiles,
  markRemoved, requiredDocuments, targetCourseLevels, type DocumentTypeRow, type FileRow, type TypeList, type UploadKind,
} from './documents.repository.ts';
import type { FileContent } from './file-content.service.ts';
import { DOCX, EXTENSIONS, JPEG, PDF, PNG, sniff, typeNames, type StoredMime } from './sniff.ts';

export type ChecklistItem = PortalSchemas['DocumentChecklistItem'];

/** Staff who deliver services may upload feature documents (the roles of add-feature-doc). */
const FEATURE_DOC_ROLES: readonly Caller['role'][] = [...STAFF_ROLES, 'operations_manager'];

/** The document-type list each kind of upload takes its type from. */
const KIND_LISTS: Record<'document' | 'visa_document', readonly TypeList[]> = {
  document: ['student_document'],
  // A student uploads the student visa documents; the visa team may also file the visa-file types (CAS, decision…).
  visa_document: ['student_visa_document', 'visa_document'],
};
const IMAGE_AND_PDF: readonly StoredMime[] = [PDF, JPEG, PNG];

/**
 * Document types whose need depends on the student's own record (names of the seeded reference lists). A type not
 * named here follows the course level (documents) or is always asked (visa documents).
 */
const GAP_JUSTIFICATION = 'Gap Justification';
const WORK_EXPERIENCE_LETTER = 'Work Experience Letter';
const VISA_REFUSAL_LETTERS = 'Previous Visa Refusal Letters';
const LOAN_SANCTION_LETTER = 'Education Loan Sanction Letter';
/** The counselling question "How will you fund your studies?" and its option "Education loan". */
const FUNDING_QUESTION_ID = 4;
const EDUCATION_LOAN_OPTION_ID = 18;

/** The name as uploaded, for display: no folders, no control characters, at most 255 characters. */
export function cleanOriginalName(raw: string | undefined, extension: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const name = [...clean].slice(0, 255).join('');
  return name === '' || name === '.' || name === '..' ? `document.${extension}` : name;
}

/** The Content-Disposition of a download: the uploaded name with an extension that fits the stored type. */
export function attachmentDisposition(originalName: string, mime: StoredMime): string {
  const extensions = EXTENSIONS[mime];
  const dot = originalName.lastIndexOf('.');
  const given = dot > 0 ? originalName.slice(dot + 1).toLowerCase() : '';
  const name = extensions.includes(given) ? originalName : `${originalName}.${extensions[0]}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type UploadPlan = { kind: UploadKind; studentId: number; type: DocumentTypeRow | null; accepted: readonly StoredMime[] };

export function makeDocumentsService({ db }: Pick<Deps, 'db'>, files: DocumentFiles, content: FileContent) {
  const { toFile } = files;

  const checklistItems = (types: DocumentTypeRow[], required: (t: DocumentTypeRow) => boolean, stored: FileRow[]): ChecklistItem[] =>
    types.map((type) => {
      const mine = stored.filter((f) => f.document_type_id === type.document_type_id).map(toFile);
      return {
        document_type: { document_type_id: type.document_type_id, name: type.name },
        required: required(type),
        status: mine.length > 0 ? 'uploaded' : 'missing',
        files: mine,
      };
    });

  return {
    async listUploaded(studentId: number, kind: 'document' | 'visa_document'): Promise<DocumentFile[]> {
      return (await listFiles(db, studentId, [kind])).map(toFile);
    },

    /**
     * The /documents checklist: every student document type, required when a course level the student aims at
     * (preferred, or of an application) asks for it as mandatory, or when the AIS shows a gap or work history.
     */
    async checklist(studentId: number) {
      const [types, stored, levels, gaps, work] = await Promise.all([
        documentTypesOf(db, 'student_document'),
        listFiles(db, studentId, ['document']),
        targetCourseLevels(db, studentId),
        aisItemCount(db, 'ais_gaps', studentId),
        aisItemCount(db, 'ais_work_history', studentId),
      ]);
      const mandatory = new Set((await requiredDocuments(db, levels)).filter((r) => r.mandatory).map((r) => r.document_type_id));
      const required = (t: DocumentTypeRow) =>
        mandatory.has(t.document_type_id) || (t.name === GAP_JUSTIFICATION && gaps > 0) || (t.name === WORK_EXPERIENCE_LETTER && work > 0);
      return { student_user_id: studentId, items: checklistItems(types, required, stored) };
    },

    /**
     * The visa checklist: every student visa document type; the refusal letters only when the AIS lists a visa
     * rejection, the loan sanction letter only when the student funds their studies with an education loan.
     */
    async visaChecklist(studentId: number) {
      const [types, stored, rejections, loan] = await Promise.all([
        documentTypesOf(db, 'student_visa_document'),
        listFiles(db, studentId, ['visa_document']),
        aisItemCount(db, 'ais_visa_rejections', studentId),
        choseOption(db, studentId, FUNDING_QUESTION_ID, EDUCATION_LOAN_OPTION_ID),
      ]);
      const required = (t: DocumentTypeRow) =>
        t.name === VISA_REFUSAL_LETTERS ? rejections > 0 : t.name === LOAN_SANCTION_LETTER ? loan : true;
      return { student_user_id: studentId, items: checklistItems(types, required, stored) };
    },

    /** The documents one course level asks for (mandatory ones required), with what the student uploaded. */
    async requiredFor(studentId: number, courseLevelId: number) {
      if (!(await courseLevelExists(db, courseLevelId))) throw new NotFound(`no course level ${courseLevelId}`);
      const [types, stored, rows] = await Promise.all([
        documentTypesOf(db, 'student_document'),
        listFiles(db, studentId, ['document']),
        requiredDocuments(db, [courseLevelId]),
      ]);
      const asked = new Map(rows.map((r) => [r.document_type_id, r.mandatory]));
      const items = checklistItems(types.filter((t) => asked.has(t.document_type_id)), (t) => asked.get(t.document_type_id) === true, stored);
      return { student_user_id: studentId, course_level_id: courseLevelId, items };
    },

    /**
     * Checks an upload's routing before a byte of the file is read: the kind and the document type go together
     * (400), feature documents are for staff (403), the type is of the kind's list (422).
     */
    async planUpload(caller: Caller, kind: UploadKind, studentId: number, documentTypeId: number | undefined): Promise<UploadPlan> {
      const typed = kind === 'document' || kind === 'visa_document';
      if (typed && documentTypeId === undefined) {
        throw new Invalid([{ field: 'querystring/document_type_id', message: `is required for kind ${kind}` }]);
      }
      if (!typed && documentTypeId !== undefined) {
        throw new Invalid([{ field: 'querystring/document_type_id', message: `is not allowed for kind ${kind}` }]);
      }
      if (kind === 'feature_doc' && !FEATURE_DOC_ROLES.includes(caller.role)) {
        throw new Forbidden(`a ${caller.role} may not upload feature documents`);
      }
      if (!typed) return { kind, studentId, type: null, accepted: [...IMAGE_AND_PDF, DOCX] };
      const type = await findDocumentType(db, documentTypeId!);
      const lists = KIND_LISTS[kind];
      if (!type || !lists.includes(type.list)) {
        throw new Unprocessable(`document type ${documentTypeId} is not a ${kind.replace('_', ' ')} type`, [
          { field: 'querystring/document_type_id', message: `is not a type of the ${lists.join(' or ')} list` },
        ]);
      }
      const accepted = IMAGE_AND_PDF.filter((m) => type.accepted_mime_types.includes(m));
      return { kind, studentId, type, accepted };
    },

    /**
     * Stores an uploaded file: its type comes from its bytes (422 when it is not one the plan accepts); the bytes
     * go to the file store under a name it makes, then the row is written; a failed write removes the stored bytes.
     */
    async store(caller: Caller, plan: UploadPlan, filename: string | undefined, bytes: Buffer): Promise<DocumentFile> {
      if (bytes.length === 0) throw new Unprocessable('the file is empty', [{ field: 'body/file', message: 'is empty' }]);
      const detected = sniff(bytes);
      const what = plan.type ? `a ${plan.type.name}` : `a ${plan.kind.replace('_', ' ')}`;
      if (detected.mime === null || !plan.accepted.includes(detected.mime)) {
        const seen = detected.mime === null ? detected.looksLike : typeNames([detected.mime]);
        throw new Unprocessable(`the file is ${seen}, not ${typeNames(plan.accepted)}, which ${what} must be`, [
          { field: 'body/file', message: `must be ${typeNames(plan.accepted)} (the content is ${seen}; the file name does not count)` },
        ]);
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const key = await content.keep(bytes);
      try {
        const mapId = await db.transaction(async (tx) =>
          insertFile(tx, {
            studentId: plan.studentId,
            kind: plan.kind,
            documentTypeId: plan.type?.document_type_id ?? null,
            originalName: cleanOriginalName(filename, detected.extension),
            sizeBytes: bytes.length,
            mimeType: detected.mime!,
            sha256,
            storageKey: key,
            uploadedBy: caller.userId,
          }),
        );
        return toFile((await findFile(db, mapId))!);
      } catch (error) {
        await content.discard(key);
        throw error;
      }
    },

    /**
     * Removes (hides) one file of the student: 404 unless the live file is that student's and of that kind, 409 when
     * already removed. The bytes are kept (the row keeps who removed it and when) but no list or download shows it.
     */
    async remove(caller: Caller, studentId: number, mapId: number, kind: 'document' | 'visa_document'): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findFile(tx, mapId, true);
        if (!row || row.student_user_id !== studentId) throw new NotFound(`no file ${mapId} of student ${studentId}`);
        if (row.kind !== kind) {
          const other = row.kind === 'visa_document' ? 'remove-visa-doc-for-student' : 'remove-doc-for-student';
          throw new NotFound(`file ${mapId} is not a ${kind.replace('_', ' ')}${row.kind === 'document' || row.kind === 'visa_document' ? ` (use ${other})` : ''}`);
        }
        if (row.removed_at !== null) throw new Conflict(`file ${mapId} is already removed`);
        await markRemoved(tx, mapId, caller.userId);
      });
    },

    /** Opens a live file for download (a seeded demo file is first written to the file store). */
    async open(mapId: number): Promise<{ row: FileRow; stream: Readable }> {
      const row = await findFile(db, mapId);
      if (!row || row.removed_at !== null) throw new NotFound(`no file ${mapId}`);
      return { row, stream: await content.open(row) };
    },
  };
}

export type DocumentsService = ReturnType<typeof makeDocumentsService>;
