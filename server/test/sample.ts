// A minimal valid value for a JSON schema (required properties only), for tests that must get past validation.
type Schema = Record<string, any>;

export function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null) ?? null;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.allOf) {
    return schema.allOf.reduce((acc: Record<string, unknown>, part: Schema) => ({ ...acc, ...(sample(part, depth + 1) as object) }), {});
  }
  if (schema.oneOf) return sample(schema.oneOf[0], depth + 1);
  if (schema.anyOf) return sample(schema.anyOf.find((s: Schema) => s.type !== 'null') ?? schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name] ?? {}, depth + 1);
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, (_, i) => {
        const value = sample(schema.items ?? {}, depth + 1);
        return typeof value === 'number' ? value + i : value;
      });
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      return min !== undefined ? Math.max(min, Math.min(1, schema.maximum ?? 1)) : Math.min(1, schema.maximum ?? 1);
    }
    case 'boolean':
      return true;
    case 'string': {
      switch (schema.format) {
        case 'email':
          return 'someone@example.com';
        case 'date':
          return '2026-01-15';
        case 'date-time':
          return '2026-01-15T10:00:00Z';
        case 'uri':
        case 'url':
          return 'http://127.0.0.1/return';
        case 'uuid':
          return '00000000-0000-4000-8000-000000000000';
      }
      if (schema.pattern === '^\\+?[0-9]{6,15}$') return '9876543210';
      if (schema.pattern) return undefined;
      const length = Math.max(schema.minLength ?? 1, 1);
      return 'x'.repeat(Math.min(length, schema.maxLength ?? length));
    }
    default:
      return undefined;
  }
}
