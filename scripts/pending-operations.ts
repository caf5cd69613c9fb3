// Which operations of the two contracts no module answers yet (they answer 501), grouped by the contract's tag.
//   node --import tsx scripts/pending-operations.ts           (counts per tag)
//   node --import tsx scripts/pending-operations.ts --list    (and every operationId)
import { startTestServer } from '../server/test/harness.ts';

const server = await startTestServer();
try {
  const operations = server.app.contracts.flatMap((contract) => contract.operations);
  const pending = new Set(server.app.pending);
  const byTag = new Map<string, { built: number; pending: string[] }>();
  for (const op of operations) {
    const tag = op.tags[0] ?? '(no tag)';
    const row = byTag.get(tag) ?? { built: 0, pending: [] };
    if (pending.has(op.operationId)) row.pending.push(op.operationId);
    else row.built += 1;
    byTag.set(tag, row);
  }
  const list = process.argv.includes('--list');
  for (const [tag, row] of [...byTag].sort((a, b) => b[1].pending.length - a[1].pending.length)) {
    console.log(`${tag.padEnd(28)} built ${String(row.built).padStart(3)}  501 ${String(row.pending.length).padStart(3)}`);
    if (list && row.pending.length) console.log(`    ${row.pending.join(', ')}`);
  }
  console.log(`\noperations built: ${operations.length - pending.size}/${operations.length}; still answering 501: ${pending.size}`);
} finally {
  await server.close();
}
