import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as forms from '../openapi/generated/forms.ts';
import { contractFormRules, formExports } from './vite-contract-forms.ts';

const FORMS_FILE = new URL('../openapi/generated/forms.ts', import.meta.url);
const source = readFileSync(FORMS_FILE, 'utf8');

/** What the build serves for one export, evaluated as a module would (an alias is the export it names). */
function served(table: Map<string, string>, name: string): unknown {
  const text = table.get(name)!;
  return /^\w+$/.test(text) ? served(table, text) : new Function(`return (${text});`)();
}

describe('the per-export form rules of the build', () => {
  it('serve every export of forms.ts with the same rules as the module itself', () => {
    const table = formExports(source);
    const values = Object.entries(forms).filter(([, value]) => typeof value === 'object');
    expect(table.size).toBe(values.length);
    for (const [name, value] of values) expect(served(table, name), name).toEqual(value);
  });

  it('serve an alias as the very body it repeats', () => {
    const table = formExports(source);
    expect(table.get('registerStudentBody')).toBe('RegistrationBody');
  });

  it('rewrite named imports of @contract/forms into one module each, keeping the lines and the type imports', () => {
    const plugin = contractFormRules(FORMS_FILE.pathname);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = [
      "import type { FormRules } from '@contract/forms';",
      "import {\n  loginBody,\n  saveTaskBody as taskRules,\n} from '@contract/forms';",
      'export const rules = [loginBody, taskRules];',
    ].join('\n');
    const out = transform(code, '/work/src/features/x/model/x.ts')!.code;
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out).toContain("import type { FormRules } from '@contract/forms';");
    const id = (name: string) => JSON.stringify(`\0contract-form:${name}`);
    expect(out).toContain(`import loginBody from ${id('loginBody')}; import taskRules from ${id('saveTaskBody')};`);
    expect(transform('export const x = 1;', '/work/src/a.ts')).toBeNull();
  });
});
