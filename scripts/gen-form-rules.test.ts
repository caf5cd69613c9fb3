// How a request body's JSON Schema becomes form rules, and what the generator refuses to guess.
import { describe, expect, it } from 'vitest';
import { formRules, formRulesText } from './gen-form-rules.ts';

const document = {
  components: {
    schemas: {
      Mobile: { type: 'string', pattern: '^[0-9]{10}$', description: 'Ten digits.' },
      Priority: { type: 'string', enum: ['low', 'high'] },
    },
  },
};

describe('form rules of a body', () => {
  it('lists required fields and copies each field\'s limits', () => {
    const rules = formRules(
      {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 80, title: 'Name' },
          email: { type: 'string', format: 'email', maxLength: 254 },
          age: { type: 'integer', minimum: 16, maximum: 99 },
        },
      },
      document,
      'test',
    );
    expect(rules).toEqual({
      required: ['name'],
      fields: {
        name: { type: 'string', required: true, title: 'Name', minLength: 1, maxLength: 80 },
        email: { type: 'string', required: false, format: 'email', maxLength: 254 },
        age: { type: 'integer', required: false, minimum: 16, maximum: 99 },
      },
    });
  });

  it('follows $refs, keeping the referrer\'s own default, and reads "value or null" as nullable', () => {
    const rules = formRules(
      {
        type: 'object',
        properties: {
          priority: { $ref: '#/components/schemas/Priority', default: 'low' },
          mobile: { anyOf: [{ $ref: '#/components/schemas/Mobile' }, { type: 'null' }] },
          note: { type: ['string', 'null'], maxLength: 10 },
        },
      },
      document,
      'test',
    );
    expect(rules.fields.priority).toEqual({ type: 'string', required: false, enum: ['low', 'high'], default: 'low' });
    expect(rules.fields.mobile).toEqual({ type: 'string', required: false, nullable: true, pattern: '^[0-9]{10}$', description: 'Ten digits.' });
    expect(rules.fields.note).toEqual({ type: 'string', required: false, nullable: true, maxLength: 10 });
  });

  it('turns oneOf/anyOf of required fields and not-both into groups', () => {
    const rules = formRules(
      {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'integer' } },
        oneOf: [{ required: ['a'] }, { required: ['b'] }],
        anyOf: [{ required: ['b'] }, { required: ['c'] }],
        not: { required: ['a', 'c'] },
        dependentRequired: { a: ['c'] },
      },
      document,
      'test',
    );
    expect(rules).toMatchObject({ oneOf: [['a'], ['b']], anyOf: [['b'], ['c']], notTogether: ['a', 'c'], dependentRequired: { a: ['c'] } });
  });

  it('reads arrays of objects down to their items\' fields', () => {
    const rules = formRules(
      {
        type: 'object',
        properties: {
          rows: { type: 'array', maxItems: 3, items: { type: 'object', required: ['x'], properties: { x: { type: 'number' } } } },
        },
      },
      document,
      'test',
    );
    expect(rules.fields.rows).toEqual({
      type: 'array',
      required: false,
      maxItems: 3,
      items: { type: 'object', fields: { x: { type: 'number', required: true } } },
    });
  });

  it('refuses what it cannot express, naming the field', () => {
    expect(() => formRules({ type: 'object', properties: { x: { allOf: [{ type: 'string' }] } } }, document, 'saveX body')).toThrow(
      'saveX body.x: the form rules cannot express the keyword allOf',
    );
    expect(() =>
      formRules({ type: 'object', properties: { x: { oneOf: [{ type: 'string' }, { type: 'integer' }] } } }, document, 'saveX body'),
    ).toThrow('saveX body.x: a field\'s oneOf must be one schema or null');
    expect(() => formRules({ type: 'array', items: { type: 'string' } }, document, 'saveX body')).toThrow('must be an object');
    expect(() => formRules({ type: 'object', required: ['y'], properties: {} }, document, 'saveX body')).toThrow('required y is not a property');
  });
});

describe('forms.ts', () => {
  const contract = (paths: Record<string, unknown>) => ({ ...document, paths });
  const body = (schema: unknown) => ({ requestBody: { content: { 'application/json': { schema } } } });

  it('exports <operationId>Body per body and the schema once when several operations send it', () => {
    const shared = { $ref: '#/components/schemas/Shared' };
    const portal = {
      ...contract({
        '/a': { post: { operationId: 'sendA', ...body(shared) } },
        '/b': { post: { operationId: 'sendB', ...body(shared) } },
        '/c': { put: { operationId: 'saveC', ...body({ type: 'object', properties: { z: { type: 'boolean' } } }) } },
        '/d': { get: { operationId: 'getD' } },
      }),
    };
    portal.components = { schemas: { ...document.components.schemas, Shared: { type: 'object', properties: { q: { type: 'string' } } } } } as never;
    const text = formRulesText({ portal, leads: contract({}) }, 'test');
    expect(text).toContain('export const Shared = {');
    expect(text).toContain('export const sendABody = Shared;');
    expect(text).toContain('export const sendBBody = Shared;');
    expect(text).toContain('export const saveCBody = {');
    expect(text).not.toContain('getDBody');
    expect(text.match(/export const Shared =/g)).toHaveLength(1);
  });
});
