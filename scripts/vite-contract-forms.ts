// A build step for the SPA's form rules. openapi/generated/forms.ts holds the rules of every request body, one named
// export each; but a bundler keeps a module whole in one chunk, so once two lazily loaded pages import rules from it,
// every form page would load the rules of every form in the app (3 KB gzip with a dozen forms, and growing with each).
// At build time this plugin serves each named import of '@contract/forms' as a module of its own: a page's chunk
// carries the rules it names and nothing else (rules two pages share go to a small chunk of their own). Type imports
// are left alone; the dev server and the tests import forms.ts as it is (same objects, same values).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0contract-form:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@contract\/forms['"];?/g;

/** Each `export const <name> = …` of forms.ts: an object literal's text, or the name of the export it repeats. */
export function formExports(source: string): Map<string, string> {
  const found = new Map<string, string>();
  const start = /^export const (\w+) = /gm;
  let match: RegExpExecArray | null;
  while ((match = start.exec(source))) {
    const from = match.index + match[0].length;
    const alias = /^(\w+);/.exec(source.slice(from));
    if (alias) {
      found.set(match[1], alias[1]);
      continue;
    }
    const end = source.indexOf('\n} as const satisfies FormRules;', from);
    if (!source.startsWith('{', from) || end < 0) throw new Error(`forms.ts: cannot read the export ${match[1]}`);
    found.set(match[1], source.slice(from, end + 2));
  }
  return found;
}

export function contractFormRules(formsFile: string): Plugin {
  let table: Map<string, string> | undefined;
  const exportsOf = () => (table ??= formExports(readFileSync(formsFile, 'utf8')));
  return {
    name: 'unipath:contract-form-rules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('@contract/forms')) return null;
      let changed = false;
      const out = code.replace(IMPORT, (statement: string, names: string) => {
        changed = true;
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import ${local} from ${JSON.stringify(PREFIX + imported)};`;
          });
        // The same number of lines as the statement it replaces, so the rest of the file keeps its positions.
        return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
      return changed ? { code: out, map: null } : null;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const text = exportsOf().get(name);
      if (text === undefined) return this.error(`@contract/forms has no export ${name}`);
      // An export that repeats another (registerStudentBody = RegistrationBody) is that same object.
      if (/^\w+$/.test(text)) return `export { default } from ${JSON.stringify(PREFIX + text)};`;
      return `export default ${text};`;
    },
  };
}
