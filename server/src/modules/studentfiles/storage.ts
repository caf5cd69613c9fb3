// transitional: the file store moved to server/src/platform/files.ts (it is shared infrastructure, handed to every
// module in deps.files). Remove this re-export when studentfiles takes it from deps.
export { StorageKeyError, makeDiskStorage, type FileStorage } from '../../platform/files.ts';
