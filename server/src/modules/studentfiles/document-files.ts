// How a stored file of a student is answered: the contract's DocumentFile with its download address (the contract's
// downloadStudentFile, GET /common/student-file/{map_id}). Other areas (chat attachments) describe files through this.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/types.ts';
import { findLiveFiles, type FileRow } from './documents.repository.ts';

export type DocumentFile = PortalSchemas['DocumentFile'];

/** The live stored files among `mapIds`, by map_id (removed files and bare rows without a file are left out). */
export type DescribeFiles = (db: Queryable, mapIds: readonly number[]) => Promise<Map<number, DocumentFile>>;

export type DocumentFiles = { toFile(row: FileRow): DocumentFile; describe: DescribeFiles };

export function documentFiles(config: Pick<Config, 'publicUrl' | 'portalBase'>): DocumentFiles {
  const downloadBase = `${config.publicUrl}${config.portalBase}/common/student-file/`;
  const toFile = (row: FileRow): DocumentFile => ({
    map_id: row.map_id,
    student_user_id: row.student_user_id,
    kind: row.kind,
    document_type: row.document_type_id === null ? null : { document_type_id: row.document_type_id, name: row.document_type_name ?? '' },
    original_name: row.original_name,
    size_bytes: Number(row.size_bytes),
    mime_type: row.mime_type,
    uploaded_at: new Date(row.created_at).toISOString(),
    uploaded_by: { user_id: row.uploaded_by, name: row.uploaded_by_name },
    url: `${downloadBase}${row.map_id}`,
  });
  return {
    toFile,
    async describe(db, mapIds) {
      if (mapIds.length === 0) return new Map();
      return new Map((await findLiveFiles(db, mapIds)).map((row) => [row.map_id, toFile(row)]));
    },
  };
}
