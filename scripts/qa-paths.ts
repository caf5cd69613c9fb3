// QA export: prints a machine's generated test paths as numbered, readable steps and writes them as JSON for test
// tools (qa-paths/<machine>.json). The paths are the model's transition cover (every transition of the machine at
// least once, reached by the shortest way) plus its named journeys (retries, re-entry), the same the model tests run.
//   npm run qa:paths -- payment          one machine
//   npm run qa:paths -- --all            every machine
//   npm run qa:paths -- --list           the machines' names
//   options: --out <folder> (default qa-paths), --quiet (JSON only)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const outIndex = args.indexOf('--out');
const outDir = resolve(root, outIndex >= 0 ? args[outIndex + 1] : 'qa-paths');
const names = args.filter((arg, index) => !arg.startsWith('--') && (outIndex < 0 || index !== outIndex + 1));

const server = await createServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { QA_MODELS, qaPathsOf } = (await server.ssrLoadModule('/scripts/qa/qa-models.ts')) as typeof import('./qa/qa-models');
  const all = Object.keys(QA_MODELS);
  if (flag('--list')) {
    console.log(all.join('\n'));
  } else {
    const machines = flag('--all') ? all : names;
    if (machines.length === 0) {
      console.error(`Usage: npm run qa:paths -- <machine> | --all | --list   (machines: ${all.join(', ')})`);
      process.exitCode = 2;
    }
    mkdirSync(outDir, { recursive: true });
    for (const machine of machines) {
      const paths = qaPathsOf(machine);
      const file = join(outDir, `${machine}.json`);
      writeFileSync(file, `${JSON.stringify({ machine, paths }, null, 2)}\n`);
      if (!flag('--quiet')) {
        console.log(`\n=== ${machine}: ${paths.length} paths ===`);
        for (const path of paths) {
          console.log(`\n${path.id}  ${path.name}  [${path.variant}]`);
          console.log(`   start in: ${path.start}`);
          for (const step of path.steps) console.log(`   ${String(step.number).padStart(2)}. ${step.action}\n       → expect: ${step.expect}`);
        }
      }
      console.log(`${machine}: ${paths.length} paths written to ${file}`);
    }
  }
} finally {
  await server.close();
}
