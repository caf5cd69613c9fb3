// transitional: the generated types moved to openapi/generated/leads.d.ts (npm run api:types); this file goes once
// the last importer points there.
export type { $defs, components, operations, paths, webhooks } from '../../../openapi/generated/leads';
