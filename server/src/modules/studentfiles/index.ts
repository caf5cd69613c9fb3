// The student-files module: a student's Additional Information Sheet, SOP and counselling answers, address, profile
// strength, and their documents (checklists, upload, removal, download, feature documents). Other areas describe a
// student's stored files (chat attachments) through documentFiles.
import { defineModule } from '../../platform/module.ts';
import { makeAddressService } from './address.service.ts';
import { aisHandlers } from './ais.handlers.ts';
import { makeAisService } from './ais.service.ts';
import { documentFiles } from './document-files.ts';
import { documentsHandlers } from './documents.handlers.ts';
import { makeDocumentsService } from './documents.service.ts';
import { makeFeatureDocsService } from './featuredocs.service.ts';
import { makeFileContent } from './file-content.service.ts';
import { profileHandlers } from './profile.handlers.ts';
import { makePsmService } from './psm.service.ts';
import { makeQuestionnairesService } from './questionnaires.service.ts';

export { documentFiles, type DescribeFiles, type DocumentFile, type DocumentFiles } from './document-files.ts';

export const studentfilesModule = defineModule({
  name: 'studentfiles',
  services: (deps) => {
    const files = documentFiles(deps.config);
    return {
      studentAis: makeAisService(deps),
      studentAddress: makeAddressService(deps),
      studentQuestionnaires: makeQuestionnairesService(deps),
      studentPsm: makePsmService(deps),
      studentDocuments: makeDocumentsService(deps, files, makeFileContent(deps)),
      studentFeatureDocs: makeFeatureDocsService(deps, files),
    };
  },
  handlers: (s) => ({
    portal: {
      ...aisHandlers(s.studentAis, s.studentQuestionnaires),
      ...profileHandlers(s.studentAddress, s.studentPsm),
      ...documentsHandlers(s.studentDocuments, s.studentFeatureDocs),
    },
  }),
});
