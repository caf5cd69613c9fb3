// Bundles each contract's split form (openapi/portal.yaml, openapi/leads.yaml and the part files they `$ref`) into
// one JSON document with local references only: openapi/generated/portal.json and leads.json, which the server loads.
// Run alone (`node --import tsx scripts/bundle-contracts.ts [--check]`) or, with every other generated artefact,
// through `npm run api:types` / `npm run api:drift` (scripts/gen-api-types.ts).
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { checkOrWrite } from './generated-files.ts';

export type Api = 'portal' | 'leads';
export type OpenApiDocument = Record<string, any>;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const CONTRACTS: ReadonlyArray<{ api: Api; source: string; bundle: string }> = [
  { api: 'portal', source: 'openapi/portal.yaml', bundle: 'openapi/generated/portal.json' },
  { api: 'leads', source: 'openapi/leads.yaml', bundle: 'openapi/generated/leads.json' },
];

/**
 * The contract whose root is `source` (relative to the project), bundled: every part file inlined, every schema,
 * parameter and response under `components` by its name (the last segment of its `$ref`), no external `$ref` left.
 * Fails on any unresolved reference.
 */
export async function bundleContract(source: string): Promise<OpenApiDocument> {
  const config = await loadConfig({ configPath: join(ROOT, 'redocly.yaml') });
  const result = await bundle({ ref: join(ROOT, source), config, dereference: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length) {
    const where = (problem: (typeof errors)[number]) => problem.location[0]?.source.absoluteRef.replace(ROOT, '') ?? source;
    throw new Error(`${source} does not bundle:\n${errors.map((p) => `  ${where(p)}: ${p.message}`).join('\n')}`);
  }
  const document = result.bundle.parsed as OpenApiDocument;
  const external = JSON.stringify(document).match(/"\$ref":"(?!#)[^"]*"/);
  if (external) throw new Error(`${source}: the bundle still holds ${external[0]}`);
  return document;
}

/** The bundle as committed: a note of its origin first, then the document, 2-space JSON. */
export function bundleText(source: string, document: OpenApiDocument): string {
  const note = `Generated from ${source} and its part files by scripts/bundle-contracts.ts (npm run api:types). Do not edit.`;
  return `${JSON.stringify({ 'x-generated': note, ...document }, null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(ROOT);
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { source, bundle: out } of CONTRACTS) {
    if (!checkOrWrite(out, bundleText(source, await bundleContract(source)), check)) stale++;
  }
  if (stale) process.exit(1);
}
