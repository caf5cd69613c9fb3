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
  return ajv;
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
