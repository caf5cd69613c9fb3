// Modules every visit imports at once but dynamically (the app-wide actors: XState and the machines, imported by
// src/app/app.tsx as soon as the entry runs) would otherwise be asked for only after the entry has downloaded and run:
// one more round trip before the session can be checked on a phone's network (issue 10). This plugin names their
// chunks, and the chunks they import that the entry does not already bring, as <link rel="modulepreload"> in
// index.html, so the browser fetches them beside the entry. It lists files; it changes no chunk.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk => item?.type === 'chunk';

/** The chunk of a source module and the chunks it imports statically, minus `except`. */
function closure(bundle: OutputBundle, fileName: string, except: Set<string>, into = new Set<string>()): Set<string> {
  if (into.has(fileName) || except.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (!isChunk(chunk)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, except, into);
  return into;
}

export function startupPreload(sources: readonly string[]): Plugin {
  return {
    name: 'unipath:startup-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(isChunk);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const already = entry ? closure(bundle, entry.fileName, new Set()) : new Set<string>();
        const wanted = new Set<string>();
        for (const source of sources) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
          // Not a chunk of this build: inlined into the entry (already loaded with it), or another page's build
          // with the same config (scripts/budget.ts builds a bare page with it).
          if (!chunk) continue;
          closure(bundle, chunk.fileName, already, wanted);
        }
        return [...wanted].map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
