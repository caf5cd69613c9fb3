export { withChunkTimeout, isChunkLoadError, ChunkLoadTimeoutError } from './with-timeout';
export { lazyComponent } from './lazy-component';
