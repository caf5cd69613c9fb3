// Writing or checking a generated file: `npm run api:types` writes, `npm run api:drift` (--check) only compares.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes `text` to `path` (relative to the working directory), or with `check` compares: true when up to date. */
export function checkOrWrite(path: string, text: string, check: boolean): boolean {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (check) {
    if (current === text) {
      console.log(`up to date: ${path}`);
      return true;
    }
    console.error(`drift: ${path} is ${current === undefined ? 'missing' : 'stale'}; run npm run api:types`);
    return false;
  }
  if (current !== text) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  } else {
    console.log(`unchanged: ${path}`);
  }
  return true;
}
