// Thin handlers of documents: checklists, uploaded files, upload, removal and download (tag Documents). The
// multipart reading of an upload and the streaming of a download are request plumbing, so they stay here.
import { created, sendDownload } from '../../http/answers.ts';
import { HttpError } from '../../http/errors.ts';
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import { readOneFile } from '../../http/upload.ts';
import { attachmentDisposition, type DocumentsService } from './documents.service.ts';
import type { FeatureDocsService } from './featuredocs.service.ts';

/** The largest upload (the limit multipart is registered with in server/src/app.ts). */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export function documentsHandlers(documents: DocumentsService, featureDocs: FeatureDocsService): PortalHandlers {
  return {
    async getStudentDocumentChecklist(request) {
      return documents.checklist(request.params.id);
    },

    async getStudentVisaDocumentChecklist(request) {
      return documents.visaChecklist(request.params.id);
    },

    async listStudentRequiredDocuments(request) {
      return documents.requiredFor(request.params.id, request.params.course_level_id);
    },

    async listUploadedStudentDocuments(request) {
      return documents.listUploaded(request.params.id, 'document');
    },

    async listUploadedStudentVisaDocuments(request) {
      return documents.listUploaded(request.params.id, 'visa_document');
    },

    async removeStudentDocument(request) {
      await documents.remove(requireCaller(request), request.params.id, request.params.map_id, 'document');
      return { message: 'The document is removed.' };
    },

    async removeStudentVisaDocument(request) {
      await documents.remove(requireCaller(request), request.params.id, request.params.map_id, 'visa_document');
      return { message: 'The visa document is removed.' };
    },

    async uploadFile(request, reply) {
      const caller = requireCaller(request);
      const { kind, student_user_id: studentId, document_type_id: typeId } = request.query;
      // Role, query and access to the student are settled before a byte of the file is read.
      const plan = await documents.planUpload(caller, kind, studentId, typeId);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported content type: send the file as multipart/form-data');
      const { filename, bytes } = await readOneFile(request.parts(), UPLOAD_MAX_BYTES);
      return created(reply, await documents.store(caller, plan, filename, bytes));
    },

    async addFeatureDoc(request, reply) {
      return created(reply, await featureDocs.add(requireCaller(request), request.body));
    },

    async listFeatureDocs(request) {
      return featureDocs.list(request.params.id, request.query.feature_id);
    },

    async downloadStudentFile(request, reply) {
      const { row, stream } = await documents.open(request.params.map_id);
      return sendDownload(reply, {
        contentType: row.mime_type,
        disposition: attachmentDisposition(row.original_name, row.mime_type),
        bytes: row.size_bytes,
        body: stream,
      });
    },
  };
}
