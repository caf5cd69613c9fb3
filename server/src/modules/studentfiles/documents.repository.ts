// The SQL of students' files (student_documents), the document types and lists they are filed under, what a course
// level asks for, and the facts of a student's record the checklists follow.
import type { Queryable } from '../../db/types.ts';
import type { StoredMime } from './sniff.ts';

export type UploadKind = 'document' | 'visa_document' | 'feature_doc' | 'chat_attachment';
export type TypeList = 'student_document' | 'visa_document' | 'student_visa_document' | 'document';

export type FileRow = {
  map_id: number;
  student_user_id: number;
  kind: UploadKind;
  document_type_id: number | null;
  document_type_name: string | null;
  original_name: string;
  size_bytes: number;
  mime_type: StoredMime;
  sha256: string;
  storage_key: string | null;
  created_at: Date;
  uploaded_by: number;
  uploaded_by_name: string;
  removed_at: Date | null;
};

const FILE_COLUMNS = `d.map_id, d.student_user_id, d.kind, d.document_type_id, t.name AS document_type_name, d.original_name,
  d.size_bytes, d.mime_type, d.sha256, d.storage_key, d.created_at, d.uploaded_by,
  trim(u.first_name || ' ' || u.last_name) AS uploaded_by_name, d.removed_at`;
const FILE_FROM = `student_documents d
  JOIN users u ON u.user_id = d.uploaded_by
  LEFT JOIN document_types t ON t.document_type_id = d.document_type_id`;
/** Rows that are real stored files (a bare row without a file, from before files were kept, is not listed). */
const IS_FILE = 'd.mime_type IS NOT NULL AND d.size_bytes IS NOT NULL AND d.original_name IS NOT NULL';

/** The student's live files of these kinds, newest first. */
export async function listFiles(db: Queryable, studentId: number, kinds: readonly UploadKind[]): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM}
      WHERE d.student_user_id = $1 AND d.removed_at IS NULL AND ${IS_FILE}
        AND d.kind IN (SELECT jsonb_array_elements_text($2::jsonb))
      ORDER BY d.created_at DESC, d.map_id DESC`,
    [studentId, JSON.stringify(kinds)],
  );
  return rows;
}

/** The live stored files among `mapIds` (removed files and bare rows without a file are left out). */
export async function findLiveFiles(db: Queryable, mapIds: readonly number[]): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE d.map_id = ANY ($1::int[]) AND d.removed_at IS NULL AND ${IS_FILE}`,
    [[...new Set(mapIds)]],
  );
  return rows;
}

/** One file, removed or not; `lock` takes a row lock for the rest of the transaction. */
export async function findFile(db: Queryable, mapId: number, lock = false): Promise<FileRow | undefined> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM ${FILE_FROM} WHERE d.map_id = $1 AND ${IS_FILE}${lock ? ' FOR UPDATE OF d' : ''}`,
    [mapId],
  );
  return rows[0];
}

export type NewFile = {
  studentId: number;
  kind: UploadKind;
  documentTypeId: number | null;
  originalName: string;
  sizeBytes: number;
  mimeType: StoredMime;
  sha256: string;
  storageKey: string | null;
  uploadedBy: number;
  createdAt?: string;
};

export async function insertFile(db: Queryable, file: NewFile): Promise<number> {
  const { rows } = await db.query<{ map_id: number }>(
    `INSERT INTO student_documents (student_user_id, kind, document_type_id, original_name, size_bytes, mime_type, sha256,
                                    storage_key, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now())) RETURNING map_id`,
    [
      file.studentId, file.kind, file.documentTypeId, file.originalName, file.sizeBytes, file.mimeType, file.sha256,
      file.storageKey, file.uploadedBy, file.createdAt ?? null,
    ],
  );
  return rows[0].map_id;
}

export async function markRemoved(db: Queryable, mapId: number, by: number): Promise<void> {
  await db.query('UPDATE student_documents SET removed_at = now(), removed_by = $2 WHERE map_id = $1', [mapId, by]);
}

export type DocumentTypeRow = {
  document_type_id: number;
  list: TypeList;
  name: string;
  sort_order: number;
  accepted_mime_types: string[];
};

export async function findDocumentType(db: Queryable, id: number): Promise<DocumentTypeRow | undefined> {
  const { rows } = await db.query<DocumentTypeRow>(
    'SELECT document_type_id, list, name, sort_order, accepted_mime_types FROM document_types WHERE document_type_id = $1',
    [id],
  );
  return rows[0];
}

export async function documentTypesOf(db: Queryable, list: TypeList): Promise<DocumentTypeRow[]> {
  const { rows } = await db.query<DocumentTypeRow>(
    `SELECT document_type_id, list, name, sort_order, accepted_mime_types FROM document_types
      WHERE list = $1 ORDER BY sort_order, document_type_id`,
    [list],
  );
  return rows;
}

/** The course levels a student aims at: the preferred one and the levels of the courses they applied to. */
export async function targetCourseLevels(db: Queryable, studentId: number): Promise<number[]> {
  const { rows } = await db.query<{ course_level_id: number }>(
    `SELECT preferred_course_level_id AS course_level_id FROM users
      WHERE user_id = $1 AND preferred_course_level_id IS NOT NULL
     UNION
     SELECT c.course_level_id FROM student_applications a JOIN courses c ON c.course_id = a.course_id
      WHERE a.student_user_id = $1`,
    [studentId],
  );
  return rows.map((r) => r.course_level_id);
}

export type RequiredRow = { course_level_id: number; document_type_id: number; mandatory: boolean };

export async function requiredDocuments(db: Queryable, levels: readonly number[]): Promise<RequiredRow[]> {
  if (levels.length === 0) return [];
  const { rows } = await db.query<RequiredRow>(
    `SELECT course_level_id, document_type_id, mandatory FROM required_documents
      WHERE course_level_id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)`,
    [JSON.stringify(levels)],
  );
  return rows;
}

export async function courseLevelExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM course_levels WHERE course_level_id = $1', [id]);
  return rows.length > 0;
}

/** The bytes a demo document was seeded with (before the file storage was known), if it still waits for them. */
export async function seededContent(db: Queryable, mapId: number): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ content_base64: string }>(
    'SELECT content_base64 FROM student_document_seed_files WHERE map_id = $1',
    [mapId],
  );
  return rows[0] ? Buffer.from(rows[0].content_base64, 'base64') : undefined;
}

/** Records where a seeded file now lives; false when another request stored it first. */
export async function attachSeededFile(db: Queryable, mapId: number, storageKey: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE student_documents SET storage_key = $2 WHERE map_id = $1 AND storage_key IS NULL RETURNING map_id',
    [mapId, storageKey],
  );
  if (rows.length === 0) return false;
  await db.query('DELETE FROM student_document_seed_files WHERE map_id = $1', [mapId]);
  return true;
}

/** How many items a student's AIS section holds (the checklists follow the gaps, work history and visa rejections). */
export async function aisItemCount(db: Queryable, table: 'ais_gaps' | 'ais_work_history' | 'ais_visa_rejections', studentId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE student_user_id = $1`, [studentId]);
  return rows[0].n;
}

/** Whether the student chose `optionId` in their answer to counselling question `questionId`. */
export async function choseOption(db: Queryable, studentId: number, questionId: number, optionId: number): Promise<boolean> {
  const { rows } = await db.query<{ yes: boolean }>(
    'SELECT $3::int = ANY(selected_option_ids) AS yes FROM question_responses WHERE student_user_id = $1 AND question_id = $2',
    [studentId, questionId, optionId],
  );
  return rows[0]?.yes === true;
}
