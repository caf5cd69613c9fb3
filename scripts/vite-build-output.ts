// What the build leaves in its output folder for the server to send as it is:
// - every text file of 1 KB or more also as `<file>.br` (brotli, best) and `<file>.gz` (gzip, best), so the server
//   answers a browser that accepts them with the precompressed bytes and spends no time compressing per request;
// - no source maps: they are written beside the output folder (`<outDir>-sourcemaps/`), where the server never looks,
//   so the sources are not public; the built files carry no sourceMappingURL (Vite's `sourcemap: 'hidden'`).
// The compression is Node's own zlib (brotli and gzip are in it); a plugin package would add nothing but a dependency.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/i;
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.br` and `.gz` beside each compressible file, when the compressed bytes are smaller. */
export function precompress(folder: string): number {
  let written = 0;
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < bytes.length) { writeFileSync(`${file}.br`, brotli); written++; }
    if (gzip.length < bytes.length) { writeFileSync(`${file}.gz`, gzip); written++; }
  }
  return written;
}

/** Moves every `.map` file out of `folder` into `mapsFolder`, keeping its relative path. */
export function moveSourceMaps(folder: string, mapsFolder: string): number {
  const maps = filesUnder(folder).filter((file) => file.endsWith('.map'));
  for (const file of maps) {
    const target = join(mapsFolder, relative(folder, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  }
  return maps.length;
}

export function buildOutput(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'unipath-build-output',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      moveSourceMaps(outDir, `${outDir}-sourcemaps`);
      precompress(outDir);
    },
  };
}
