// The signed-in layout and the modules it shares only with signed-in pages, in one chunk (issue 10). Left to the
// bundler's automatic splitting, they came as many small chunks, one per set of pages sharing a module: a signed-in page
// asked for 45 scripts and 14 style sheets, and the phone spent a long task adding a preload link for each and
// evaluating each chunk. Every signed-in page loads the layout, so the group adds no byte to any of them. What the
// entry brings stays in the entry, and what a full-layout page also imports (the login, registration, password and
// legal pages, the 404) stays out, so those pages load nothing more than before. The public search shares modules with
// the group, and a signed-out visitor of it loads the group (its budget counts the signed-in layout anyway).
import { tsImport } from 'tsx/esm/api';
import type { Manifest, Plugin } from 'vite';
import type { RouteEntry } from '../src/app/router/route-table.ts';

/** The signed-in layout's group: vite.config.ts builds it, scripts/budget.ts and scripts/wire-bytes.ts read it. */
export const APP_LAYOUT_CHUNK = {
  entry: 'src/app/main.tsx',
  layout: 'src/app/layouts/app-layout.tsx',
  name: 'app-layout',
} as const;

/** The build manifest's key of the layout's chunk (a group's chunk is keyed by its file, not by a source module). */
export function layoutManifestKey(manifest: Manifest): string {
  return Object.keys(manifest).find((key) => manifest[key].name === APP_LAYOUT_CHUNK.name && key.endsWith('.js')) ?? APP_LAYOUT_CHUNK.layout;
}

/** The pages of the full layout (the login, registration, password and legal pages, the 404). */
async function fullLayoutPages(): Promise<string[]> {
  // The route table imports the contract's access map through the '@contract' path of tsconfig.json: tsx resolves it.
  const { ROUTE_TABLE } = (await tsImport('../src/app/router/route-table.ts', import.meta.url)) as { ROUTE_TABLE: readonly RouteEntry[] };
  const full = ROUTE_TABLE.filter((route) => route.layout === 'full');
  return [...new Set(full.map((route) => `src/pages/${route.module.slice}/index.ts`))];
}

const normal = (id: string) => id.replaceAll('\\', '/');

export function layoutChunk(): Plugin {
  const members = new Set<string>();
  let outside: string[] = [];
  return {
    name: 'unipath:layout-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Only the modules chosen below, not what they import (that would pull the entry's modules in).
                groups: [{ name: APP_LAYOUT_CHUNK.name, test: (id: string) => members.has(id), includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
    async buildStart() {
      outside = [APP_LAYOUT_CHUNK.entry, ...(await fullLayoutPages())];
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => normal(id).endsWith(suffix));
      const closure = (id: string | undefined, into: Set<string>) => {
        if (!id || into.has(id)) return into;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closure(imported, into);
        return into;
      };
      const excluded = new Set<string>();
      for (const source of outside) closure(find(source), excluded);
      members.clear();
      // A build without the layout (the budget's bare page) groups nothing.
      for (const id of closure(find(APP_LAYOUT_CHUNK.layout), new Set())) if (!excluded.has(id)) members.add(id);
    },
  };
}
