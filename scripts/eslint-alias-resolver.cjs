// A tiny `import/resolver` for ESLint (interface v2) that understands the `@/` and `@contract/` aliases of
// tsconfig.json and vite, so eslint-plugin-boundaries sees which layer and slice an aliased import lands in.
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.resolve(__dirname, '..', 'src');
const CONTRACT = path.resolve(__dirname, '..', 'openapi', 'generated');
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs'];

function tryFile(base) {
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) {
    const index = path.join(base, `index${ext}`);
    if (fs.existsSync(index)) return index;
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  let base = null;
  if (source.startsWith('@/')) base = path.join(SRC, source.slice(2));
  else if (source.startsWith('@contract/')) base = path.join(CONTRACT, source.slice('@contract/'.length));
  else if (source.startsWith('./') || source.startsWith('../')) base = path.resolve(path.dirname(file), source);
  if (base === null) return { found: false };
  const found = tryFile(base);
  return found ? { found: true, path: found } : { found: false };
};
