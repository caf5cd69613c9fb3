// Generates TypeScript types from both contracts into src/shared/api/ (used by the SPA and the server).
// `--check` regenerates in memory and fails when the committed files differ (drift).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const TARGETS = [
  { source: 'openapi/portal.yaml', out: 'src/shared/api/portal.schema.d.ts' },
  { source: 'openapi/leads.yaml', out: 'src/shared/api/leads.schema.d.ts' },
];
const check = process.argv.includes('--check');
let drift = 0;
for (const { source, out } of TARGETS) {
  const ast = await openapiTS(new URL(`../${source}`, import.meta.url));
  const text = `// Generated from ${source} by scripts/gen-api-types.ts (npm run api:types). Do not edit.\n\n${astToString(ast)}`;
  if (check) {
    const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (current !== text) {
      drift++;
      console.error(`drift: ${out} is stale; run npm run api:types`);
    } else {
      console.log(`up to date: ${out}`);
    }
  } else {
    writeFileSync(out, text);
    console.log(`wrote ${out}`);
  }
}
if (drift) process.exit(1);
