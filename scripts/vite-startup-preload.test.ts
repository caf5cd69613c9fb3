import { describe, expect, it } from 'vitest';
import { startupPreload } from './vite-startup-preload';

type FakeChunk = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };
const chunk = (fileName: string, imports: string[], extra: Partial<FakeChunk> = {}): FakeChunk => ({ type: 'chunk', fileName, isEntry: false, facadeModuleId: null, imports, ...extra });

function tagsFor(bundle: Record<string, FakeChunk>, sources: string[]) {
  const plugin = startupPreload(sources);
  const hook = plugin.transformIndexHtml as unknown as { handler: (html: string, context: { bundle?: unknown }) => { attrs: { href: string } }[] };
  return hook.handler('<html></html>', { bundle }).map((tag) => tag.attrs.href);
}

describe('the startup preload', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/app-actors.js': chunk('assets/app-actors.js', ['assets/xstate.js', 'assets/react.js'], { facadeModuleId: '/app/src/app/model/app-actors.ts' }),
    'assets/xstate.js': chunk('assets/xstate.js', ['assets/react.js']),
    'assets/page.js': chunk('assets/page.js', ['assets/react.js'], { facadeModuleId: '/app/src/pages/home/index.ts' }),
  };

  it('names the chunk of each source and what it imports that the entry does not bring', () => {
    expect(tagsFor(bundle, ['src/app/model/app-actors.ts'])).toEqual(['/assets/app-actors.js', '/assets/xstate.js']);
  });

  it('names nothing for a source that is not a chunk of the build (inlined in the entry, or another build)', () => {
    expect(tagsFor(bundle, ['src/app/model/gone.ts'])).toEqual([]);
  });
});
