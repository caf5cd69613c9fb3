import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import { makeAddressService } from './address.service.ts';
import { aisHandlers } from './ais.handlers.ts';
import { makeAisService } from './ais.service.ts';
import { documentsHandlers } from './documents.handlers.ts';
import { makeDocumentsService } from './documents.service.ts';
import { makeFeatureDocsService } from './featuredocs.service.ts';
import { studentProfileHandlers } from './profile.handlers.ts';
import { makePsmService } from './psm.service.ts';
import { makeQuestionnairesService } from './questionnaires.service.ts';
import { makeDiskStorage, type FileStorage } from './storage.ts';

/**
 * The services of this area, built once per app (see server/src/services.ts). `storage` replaces the disk adapter
 * (an object store, or a test double).
 */
export function makeStudentFilesServices(db: Db, config: Config, log: FastifyBaseLogger, storage?: FileStorage) {
  const fileStorage = storage ?? makeDiskStorage(config.filesDir);
  const studentAis = makeAisService(db);
  const studentDocuments = makeDocumentsService(db, config, fileStorage, log);
  return {
    fileStorage,
    studentAis,
    studentAddress: makeAddressService(db),
    studentQuestionnaires: makeQuestionnairesService(db),
    studentPsm: makePsmService(db, studentAis),
    studentDocuments,
    studentFeatureDocs: makeFeatureDocsService(db, studentDocuments),
  };
}

/** This area's portal handlers by operationId. */
export const studentfilesHandlers: PortalHandlers = {
  ...aisHandlers,
  ...studentProfileHandlers,
  ...documentsHandlers,
};

/** This area's lead-management handlers by operationId. */
export const studentfilesLeadsHandlers: LeadsHandlers = {};
