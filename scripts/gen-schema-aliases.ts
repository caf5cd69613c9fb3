// The text of openapi/generated/portal-schemas.ts and leads-schemas.ts: one type alias per schema of a contract
// (`export type Task = components['schemas']['Task'];`), so that the SPA names a schema by re-exporting it from
// '@contract/portal-schemas' or '@contract/leads-schemas' instead of writing its own alias. Written by
// scripts/gen-api-types.ts (npm run api:types).
import type { Api, OpenApiDocument } from './bundle-contracts.ts';

/** A schema name that can stand as a TypeScript type name (the bundler's `part.schemas_X` names cannot). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The alias module of `api`: every schema under its own name (the two contracts share a few, so two modules). */
export function schemaAliasesText(api: Api, document: OpenApiDocument, sources: string): string {
  const names = Object.keys(document.components?.schemas ?? {}).filter((name) => IDENTIFIER.test(name));
  return [
    `// Generated from ${sources} by scripts/gen-api-types.ts (npm run api:types). Do not edit.`,
    `// One name per schema of the ${api} contract (${api}.d.ts), for \`export type { … } from '@contract/${api}-schemas';\`.`,
    '',
    `import type { components } from './${api}.d.ts';`,
    '',
    "type Schemas = components['schemas'];",
    '',
    ...names.map((name) => `export type ${name} = Schemas['${name}'];`),
    '',
  ].join('\n');
}
