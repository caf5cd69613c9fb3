// The server's boundaries (docs/server-modules.md): SQL only in repositories, no HTTP in services, repositories or
// the domain, and one module reaching another only through its index.ts. It lists every offender and fails for the
// modules already on the module shape; the ones below are converted next and leave this list as they are.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Modules not converted to the module shape yet: their offences are listed, not failed. Empty it as they are. */
const NOT_YET_CONVERTED: string[] = [];

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../src');

type Source = { path: string; text: string };
type Offence = { rule: 'sql-outside-repository' | 'http-in-domain-code' | 'module-internals'; path: string; detail: string };

/** Every `.ts` file below `dir` (tests left out), with its path relative to server/src. */
function sources(dir: string): Source[] {
  const out: Source[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      out.push({ path: relative(SRC, full), text: readFileSync(full, 'utf8') });
    }
  }
  return out;
}

/** The module a path belongs to (`modules/tasks/x.ts` → tasks), or null. */
const moduleOf = (path: string): string | null => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The text without its comments (a rough cut that is enough for this code base: no `//` inside strings here but URLs). */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * Calls that run SQL: `.query(…)` on anything, `.exec(…)` on anything but a regular expression (a regex literal like
 * `/x/.exec(s)` or an UPPER_CASE constant).
 */
function sqlCalls(text: string): number {
  let count = 0;
  for (const match of text.matchAll(/([\w$)\]/]*)\.(query|exec)\s*(?:<[^>()]*>)?\s*\(/g)) {
    const receiver = match[1];
    if (match[2] === 'exec' && (/\/[a-z]*$/.test(receiver) || /^[A-Z][A-Z0-9_]*$/.test(receiver))) continue;
    count++;
  }
  return count;
}

/** Every module specifier the file imports or re-exports (static and dynamic). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const pattern of [/(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g]) {
    for (const match of text.matchAll(pattern)) found.push(match[1]);
  }
  return found;
}

/** Finds the offences of the given files (paths relative to server/src). */
export function offences(files: Source[]): Offence[] {
  const out: Offence[] = [];
  for (const { path, text: source } of files) {
    const text = withoutComments(source);
    const isRepository = path.endsWith('.repository.ts');
    const isDomainCode = isRepository || path.endsWith('.service.ts') || path.startsWith('domain/');
    if (!isRepository) {
      const calls = sqlCalls(text);
      if (calls > 0) out.push({ rule: 'sql-outside-repository', path, detail: `${calls} call(s) of .query/.exec` });
    }
    for (const specifier of importsOf(text)) {
      const target = specifier.startsWith('.') ? relative(SRC, resolve(SRC, dirname(path), specifier)) : specifier;
      if (isDomainCode && (/^(fastify|@fastify\/)/.test(target) || /^http\//.test(target))) {
        out.push({ rule: 'http-in-domain-code', path, detail: `imports ${specifier}` });
      }
      const from = moduleOf(path);
      const to = moduleOf(target);
      if (from !== null && to !== null && to !== from && target !== `modules/${to}/index.ts`) {
        out.push({ rule: 'module-internals', path, detail: `imports ${specifier} (not ${to}'s index.ts)` });
      }
    }
  }
  return out;
}

describe('the scanner', () => {
  it('finds SQL outside repositories, HTTP in services/repositories/domain, and a module’s internals', () => {
    const found = offences([
      { path: 'modules/a/a.service.ts', text: "import type { FastifyRequest } from 'fastify';\nawait db.query<{ n: number }>('SELECT 1');" },
      { path: 'modules/a/a.repository.ts', text: "import { notFound } from '../../http/errors.ts';\nawait tx.query('SELECT 1'); await db.exec('x');" },
      { path: 'modules/a/a.handlers.ts', text: "import { x } from '../b/b.service.ts';\nimport { y } from '../b/index.ts';\nimport { z } from './a.service.ts';" },
      { path: 'domain/d.ts', text: "export {\n  q,\n} from '../http/typed.ts';\nconst m = await import('../modules/b/b.repository.ts');" },
      { path: 'modules/a/index.ts', text: "request.query; /^a$/i.exec(s); PATTERN.exec(s); // db.query('in a comment')\nlocked.exec(sql);" },
    ]);
    expect(found).toEqual([
      { rule: 'sql-outside-repository', path: 'modules/a/a.service.ts', detail: '1 call(s) of .query/.exec' },
      { rule: 'http-in-domain-code', path: 'modules/a/a.service.ts', detail: 'imports fastify' },
      { rule: 'http-in-domain-code', path: 'modules/a/a.repository.ts', detail: 'imports ../../http/errors.ts' },
      { rule: 'module-internals', path: 'modules/a/a.handlers.ts', detail: "imports ../b/b.service.ts (not b's index.ts)" },
      { rule: 'http-in-domain-code', path: 'domain/d.ts', detail: 'imports ../http/typed.ts' },
      { rule: 'sql-outside-repository', path: 'modules/a/index.ts', detail: '1 call(s) of .query/.exec' },
    ]);
  });
});

describe('the server’s boundaries', () => {
  const files = [...sources(join(SRC, 'modules')), ...sources(join(SRC, 'domain'))];
  const found = offences(files);
  const waiting = (offence: Offence) => NOT_YET_CONVERTED.includes(moduleOf(offence.path) ?? '');

  it('has no offence outside the modules not converted yet (and prints the counts)', () => {
    const count = (rule: Offence['rule'], which: (o: Offence) => boolean) => found.filter((o) => o.rule === rule && which(o)).length;
    const calls = (which: (o: Offence) => boolean) =>
      found.filter((o) => o.rule === 'sql-outside-repository' && which(o)).reduce((sum, o) => sum + Number(/^\d+/.exec(o.detail)![0]), 0);
    const all = () => true;
    const converted = (o: Offence) => !waiting(o);
    console.log(
      [
        `server boundaries over ${files.length} files of modules/ and domain/ (not converted yet: ${NOT_YET_CONVERTED.join(', ') || 'none'}):`,
        `  SQL call sites outside repositories: ${calls(all)} in ${count('sql-outside-repository', all)} files (converted modules: ${calls(converted)})`,
        `  services/repositories/domain importing http/ or fastify: ${count('http-in-domain-code', all)} (converted modules: ${count('http-in-domain-code', converted)})`,
        `  imports of another module's internals: ${count('module-internals', all)} (converted modules: ${count('module-internals', converted)})`,
      ].join('\n'),
    );
    expect(found.filter(converted)).toEqual([]);
  });

  it('keeps the list of modules not converted yet honest: each still has an offence', () => {
    for (const name of NOT_YET_CONVERTED) expect(found.some((o) => moduleOf(o.path) === name), `${name} has no offence left: remove it from NOT_YET_CONVERTED`).toBe(true);
  });
});
