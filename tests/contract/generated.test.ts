// The generated access map and form rules (openapi/generated/access.ts, forms.ts) say what the server enforces: the
// same operations, roles, required fields and limits as the contract the server loads.
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILES } from '../../server/src/app.ts';
import { loadContract } from '../../server/src/http/contract.ts';
import { ROLES, operationAccess, rolesOf, saveTask, type OperationId } from '../../openapi/generated/access.ts';
import * as forms from '../../openapi/generated/forms.ts';

const operations = [...loadContract(CONTRACT_FILES.portal, 'portal').operations, ...loadContract(CONTRACT_FILES.leads, 'leads').operations];

describe('the access map', () => {
  it('holds every operation of both contracts, with its method, path and API', () => {
    expect(Object.keys(operationAccess).sort()).toEqual(operations.map((op) => op.operationId).sort());
    for (const op of operations) {
      const entry = operationAccess[op.operationId as OperationId];
      expect({ api: entry.api, method: entry.method, path: entry.path }, op.operationId).toEqual({
        api: op.api,
        method: op.method.toLowerCase(),
        path: op.path,
      });
    }
  });

  it('gives each operation the roles the server lets in, and every role to the public ones', () => {
    for (const op of operations) {
      const entry = operationAccess[op.operationId as OperationId];
      const expected = op.access.public ? [...ROLES] : [...op.access.roles];
      expect(entry.public, op.operationId).toBe(op.access.public === true);
      expect([...entry.roles].sort(), op.operationId).toEqual(expected.sort());
      expect([...rolesOf(op.operationId as OperationId)].sort(), op.operationId).toEqual(expected.sort());
    }
  });

  it('answers rolesOf in the order of ROLES, and each operation is its own export', () => {
    expect(rolesOf('createAnnouncement')).toEqual(['operations_manager']);
    const roles = rolesOf('listStudentApplications' as OperationId);
    expect(roles).toEqual(ROLES.filter((role) => roles.includes(role)));
    // The export carries what the app needs (roles, public), the map adds where the operation is.
    expect(operationAccess.saveTask).toMatchObject(saveTask);
    expect(Object.keys(saveTask).sort()).toEqual(['public', 'roles']);
  });
});

type Rules = { required: readonly string[]; fields: Record<string, Record<string, unknown>> };
const formsByName = forms as unknown as Record<string, Rules>;

describe('the form rules', () => {
  const withBody = operations.filter((op) => op.body && !op.multipart && op.body.type === 'object');

  it('export one rule set per JSON request body, named <operationId>Body', () => {
    const missing = withBody.filter((op) => !formsByName[`${op.operationId}Body`]);
    expect(missing.map((op) => op.operationId)).toEqual([]);
    expect(withBody.length).toBeGreaterThan(60);
  });

  it('require what the server requires and carry its limits, field by field', () => {
    const problems: string[] = [];
    for (const op of withBody) {
      const rules = formsByName[`${op.operationId}Body`];
      const schema = op.body!;
      const required: string[] = schema.required ?? [];
      if (JSON.stringify([...rules.required].sort()) !== JSON.stringify([...required].sort())) {
        problems.push(`${op.operationId}: required ${rules.required} vs ${required}`);
      }
      for (const [name, property] of Object.entries<Record<string, unknown>>(schema.properties ?? {})) {
        const field = rules.fields[name];
        if (!field) {
          problems.push(`${op.operationId}.${name}: no rule`);
          continue;
        }
        if (field.required !== required.includes(name)) problems.push(`${op.operationId}.${name}: required`);
        for (const key of ['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'enum', 'maxItems']) {
          if (property[key] !== undefined && JSON.stringify(field[key]) !== JSON.stringify(property[key])) {
            problems.push(`${op.operationId}.${name}: ${key} ${JSON.stringify(field[key])} vs ${JSON.stringify(property[key])}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('read a body shared by several operations once, under its schema name', () => {
    expect(forms.registerStudentBody).toBe(forms.RegistrationBody);
    expect(forms.registerStudentViaAgentBody).toBe(forms.RegistrationBody);
    expect(forms.saveTaskBody).toBe(forms.TaskSaveBody);
  });

  it('carry what a form checks: lengths, null to clear, defaults, either-or groups', () => {
    expect(forms.saveTaskBody.required).toEqual(['title']);
    expect(forms.saveTaskBody.fields.title).toEqual({ type: 'string', required: true, minLength: 1, maxLength: 200 });
    expect(forms.saveTaskBody.fields.due_date).toMatchObject({ type: 'string', nullable: true, format: 'date', required: false });
    expect(forms.saveTaskBody.fields.priority).toMatchObject({ type: 'string', enum: ['low', 'medium', 'high'], default: 'medium' });
    expect(forms.saveUserAddressBody.anyOf).toEqual([['city_id'], ['city_name']]);
    expect(forms.saveCommissionRateBody.notTogether).toEqual(['rate_basis_points', 'flat_amount_minor']);
    expect(forms.saveAisFamilyDetailsBody.fields.items).toMatchObject({ type: 'array', items: { type: 'object' } });
  });
});
