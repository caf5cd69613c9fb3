export { withChunkTimeout, isChunkLoadError, ChunkLoadTimeoutError } from './with-timeout';
