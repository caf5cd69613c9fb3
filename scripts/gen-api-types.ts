// Generates every artefact of the contracts into openapi/generated/ (`npm run api:types`), or with `--check` regenerates
// them in memory and fails when a committed one differs (`npm run api:drift`):
//   portal.json, leads.json   the bundled contracts (scripts/bundle-contracts.ts), which the server loads
//   portal.d.ts, leads.d.ts   TypeScript types (openapi-typescript, from the split form), for the SPA and the server
//   access.ts                 operation → api, method, path, public, roles, from x-access (scripts/gen-access-map.ts)
//   forms.ts                  the field rules of every JSON request body (scripts/gen-form-rules.ts)
//   portal-schemas.ts, leads-schemas.ts   one type alias per schema, for the SPA's entities (scripts/gen-schema-aliases.ts)
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { CONTRACTS, bundleContract, bundleText, type Api, type OpenApiDocument } from './bundle-contracts.ts';
import { accessMapText } from './gen-access-map.ts';
import { formRulesText } from './gen-form-rules.ts';
import { schemaAliasesText } from './gen-schema-aliases.ts';
import { checkOrWrite } from './generated-files.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);

const check = process.argv.includes('--check');
const outputs: Array<[path: string, text: string]> = [];
const documents = {} as Record<Api, OpenApiDocument>;

for (const { api, source, bundle } of CONTRACTS) {
  const document = await bundleContract(source);
  documents[api] = document;
  outputs.push([bundle, bundleText(source, document)]);
  const ast = await openapiTS(new URL(source, `file://${ROOT}`));
  const types = `// Generated from ${source} and its part files by scripts/gen-api-types.ts (npm run api:types). Do not edit.\n\n${astToString(ast)}`;
  outputs.push([`openapi/generated/${api}.d.ts`, types]);
  outputs.push([`openapi/generated/${api}-schemas.ts`, schemaAliasesText(api, document, `${source} and its part files`)]);
}
const sources = CONTRACTS.map((contract) => contract.source).join(' and ');
outputs.push(['openapi/generated/access.ts', accessMapText(documents, sources)]);
outputs.push(['openapi/generated/forms.ts', formRulesText(documents, sources)]);

let stale = 0;
for (const [path, text] of outputs) if (!checkOrWrite(path, text, check)) stale++;
if (stale) process.exit(1);
