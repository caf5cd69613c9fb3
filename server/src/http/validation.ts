import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export arrives wrapped once under tsx/ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats(ajv);
  // OpenAPI's own formats for uploads; nothing to check on a parsed value.
  ajv.addFormat('binary', true);
  ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
  ajv.addKeyword({ keyword: 'x-our-addition' });
  for (const name of ['date', 'date-time']) ajv.addFormat(name, { type: 'string', validate: withinYears(ajv.formats[name]) });
  return ajv;
}

type FormatCheck = (text: string) => boolean;

/** The format's own check as a function (ajv-formats gives a RegExp, a function or { validate }). */
function checkOf(format: unknown): FormatCheck {
  const inner = typeof format === 'object' && format !== null && 'validate' in format ? (format as { validate: unknown }).validate : format;
  if (inner instanceof RegExp) return (text) => inner.test(text);
  if (typeof inner === 'function') return inner as FormatCheck;
  return () => true;
}

/**
 * Dates and times in the years 0001–9998 only: RFC 3339 also admits year 0000, which PostgreSQL refuses, and a
 * range ending on 9999-12-31 cannot have its next day taken; either was a 500 (found by the fuzz run), now a 400 naming
 * the field ("must match format").
 */
function withinYears(format: unknown): FormatCheck {
  const check = checkOf(format);
  return (text) => {
    const year = Number(text.slice(0, 4));
    return check(text) && year >= 1 && year <= 9998;
  };
}

/** Bodies are checked as sent (no coercion: `{"note": 5}` is not a string); path, query and headers are coerced. */
const bodyAjv = makeAjv(false);
const partsAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : partsAjv;
  return ajv.compile(schema as object) as any;
};

/** For tests: a checker of answers against the contract's response schemas. */
export function compileResponseValidator(schema: object) {
  return bodyAjv.compile(schema);
}
