// Every number a caller can send is bounded in the contract to what the database holds (issue 9: 500 on
// `?country_id=2147483648`). Walks each root's paths into the part files, through every parameter and request body
// (following `$ref`s), and finds each `integer` or `number` schema a request reaches. Its upper bound comes from the
// column of the same name in the migrations (integer/serial 2,147,483,647, smallint 32,767, bigint/bigserial
// 2^53 - 1 (a JSON number past it loses precision), numeric(p, s) its largest value), or from the table below for the
// names that are no column. The schemas a response shares stay valid for it: an id the database handed out is in
// range.
//
//   node --import tsx scripts/contract-bounds.ts           lists what is missing or too wide (exit 1 when anything is)
//   node --import tsx scripts/contract-bounds.ts --write   adds `maximum: <bound>` where it is missing, beside the
//                                                          `minimum` line, then run `npm run api:types`
//
// server/test/fuzz-bounds.test.ts runs the check, so a new operation with an unbounded number fails the tests.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node, type Pair, type YAMLMap } from 'yaml';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['openapi/portal.yaml', 'openapi/leads.yaml'];
const MIGRATION_DIRS = ['server/migrations', 'server/src/modules'];

export const INT4_MAX = 2_147_483_647;
export const SMALLINT_MAX = 32_767;
/** bigint columns hold more, but a JSON number past 2^53 - 1 is no longer exact (issue 9 row 7). */
export const BIGINT_MAX = Number.MAX_SAFE_INTEGER;

/**
 * Names a request sends that are no column of that name: what they are compared with or stored in. Ids named `id`
 * or by their own name (`leadId`, `delete_task_id`, …) are integer columns; the rest by what they hold.
 */
const NOT_COLUMNS: Record<string, number> = {
  // paging: from 1 to a million pages (with page_size 1, a million rows)
  page: 1_000_000,
  // chat polling: the id of the newest message seen (messages and application messages are bigserial)
  since_id: BIGINT_MAX,
  // the course filters compare with tuition_fee and tuition_fee_usd, numeric(12, 2)
  tuition_min: 9_999_999_999.99,
  tuition_max: 9_999_999_999.99,
  tuition_usd_min: 9_999_999_999.99,
  tuition_usd_max: 9_999_999_999.99,
  // a position fix's accuracy in metres (double precision): no fix is worse than the Earth is wide
  accuracy: 20_000_000,
  // the assessment's yearly budget (kept in the assessment's answers, compared with tuition fees): as tuition_fee
  budget_amount: 9_999_999_999.99,
};

type ColumnType = { kind: 'integer' | 'smallint' | 'bigint' | 'numeric' | 'double'; max: number };

/** Column name → every type it has in some table (the narrowest wins: the bound must fit each table). */
export function readColumnTypes(root = ROOT): Map<string, ColumnType[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.sql') && path.includes('migrations')) files.push(path);
    }
  };
  for (const dir of MIGRATION_DIRS) walk(join(root, dir));
  const columns = new Map<string, ColumnType[]>();
  const line = /^\s*(?:ALTER TABLE \S+\s+)?(?:ADD COLUMN\s+(?:IF NOT EXISTS\s+)?)?"?([a-z_][a-z0-9_]*)"?\s+(bigserial|bigint|int8|serial|integer|int4|int|smallint|int2|smallserial|numeric\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)|double precision|real)(?![a-z0-9_])/i;
  for (const file of files.sort()) {
    for (const text of readFileSync(file, 'utf8').split('\n')) {
      const match = line.exec(text);
      if (!match) continue;
      const [, name, rawType, precision, scale] = match;
      const type = rawType.toLowerCase();
      const column: ColumnType = /^(bigserial|bigint|int8)$/.test(type)
        ? { kind: 'bigint', max: BIGINT_MAX }
        : /^(smallint|int2|smallserial)$/.test(type)
          ? { kind: 'smallint', max: SMALLINT_MAX }
          : type.startsWith('numeric')
            ? { kind: 'numeric', max: Number((10 ** (Number(precision) - Number(scale)) - 10 ** -Number(scale)).toFixed(Number(scale))) }
            : /^(double precision|real)$/.test(type)
              ? { kind: 'double', max: Number.MAX_VALUE }
              : { kind: 'integer', max: INT4_MAX };
      columns.set(name, [...(columns.get(name) ?? []), column]);
    }
  }
  return columns;
}

/** The largest value a field of this name may carry, or undefined when nothing says. */
export function boundFor(rawName: string, type: 'integer' | 'number', columns: Map<string, ColumnType[]>): number | undefined {
  // A list of ids (`lead_ids`, `student_user_ids`) holds ids of that column.
  const name = rawName.replace(/_ids$/, '_id');
  if (name in NOT_COLUMNS) return NOT_COLUMNS[name];
  const types = columns.get(name);
  if (types?.length) return Math.min(...types.map((t) => t.max));
  // An id that is no column of that name (`id`, `leadId`, `owner_user_id`, `exclude_lead_id`, …) names a row of an
  // integer-keyed table: every key is serial except those listed above.
  if (type === 'integer' && (/(^|_)id$|Id$/.test(name) || name === 'assigned_to')) return INT4_MAX;
  return undefined;
}

export type Finding = {
  file: string;
  /** Where in the request, for the message: `GET /home/states query country_id`. */
  where: string;
  name: string;
  type: 'integer' | 'number';
  maximum?: number;
  bound?: number;
  problem: 'unbounded' | 'too wide' | 'no minimum' | 'unknown name';
  /** The schema node and its document, to write the bound beside it. */
  node: YAMLMap;
  doc: Document;
};

type Part = { file: string; doc: Document; text: string };

/** Walks every request position of both contracts and reports each number without a fitting bound. */
export function findUnbounded(root = ROOT): { findings: Finding[]; parts: Map<string, Part>; checked: number } {
  const columns = readColumnTypes(root);
  const parts = new Map<string, Part>();
  const load = (file: string): Part => {
    let part = parts.get(file);
    if (!part) {
      const text = readFileSync(file, 'utf8');
      part = { file, doc: parseDocument(text, { keepSourceTokens: true }), text };
      parts.set(file, part);
    }
    return part;
  };
  const findings: Finding[] = [];
  const seen = new Map<YAMLMap, Set<string>>();
  let checked = 0;

  /** A `$ref` from `file` → the file and node it names. */
  const follow = (file: string, ref: string): { file: string; node: unknown } => {
    const [target, pointer = ''] = ref.split('#');
    const targetFile = target ? resolve(dirname(file), target) : file;
    const { doc } = load(targetFile);
    const keys = pointer.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const node = keys.length ? doc.getIn(keys, true) : doc.contents;
    if (node === undefined) throw new Error(`${relative(root, file)}: unresolved $ref ${ref}`);
    return { file: targetFile, node };
  };
  const deref = (file: string, node: unknown): { file: string; node: unknown } => {
    let at = { file, node };
    for (let hops = 0; isMap(at.node) && at.node.has('$ref') && hops < 20; hops++) {
      at = follow(at.file, String(at.node.get('$ref')));
    }
    return at;
  };

  const typesOf = (node: YAMLMap): string[] => {
    const type = node.get('type', true) as Node | undefined;
    if (isScalar(type)) return [String(type.value)];
    if (isSeq(type)) return type.items.map((item) => String(isScalar(item) ? item.value : item));
    return [];
  };

  const schema = (file: string, raw: unknown, name: string, where: string) => {
    const at = deref(file, raw);
    const node = at.node;
    if (!isMap(node)) return;
    const types = typesOf(node);
    const numeric = types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : null;
    // A shared schema is walked once; a shared number once per name it is sent under (each name has its bound).
    const visit = numeric ? `${name}` : '';
    const names = seen.get(node) ?? new Set<string>();
    if (names.has(visit)) return;
    seen.set(node, names.add(visit));
    if (numeric) {
      checked++;
      const maximum = node.get('maximum') ?? node.get('exclusiveMaximum');
      const minimum = node.get('minimum') ?? node.get('exclusiveMinimum');
      const bound = boundFor(name, numeric, columns);
      const base = { file: at.file, where: `${where} ${name}`, name, type: numeric, bound, node, doc: load(at.file).doc } as const;
      if (typeof minimum !== 'number') findings.push({ ...base, problem: 'no minimum' });
      if (typeof maximum !== 'number') {
        findings.push({ ...base, problem: bound === undefined ? 'unknown name' : 'unbounded' });
      } else if (bound !== undefined && maximum > bound) {
        findings.push({ ...base, maximum, problem: 'too wide' });
      }
    }
    const properties = node.get('properties');
    if (isMap(properties)) {
      for (const pair of properties.items) schema(at.file, pair.value, String((pair.key as { value?: unknown })?.value ?? pair.key), where);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else']) {
      const child = node.get(key, true);
      if (isMap(child)) schema(at.file, child, key === 'items' ? name : `${name}.${key}`, where);
    }
    for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
      const list = node.get(key, true);
      if (isSeq(list)) for (const item of list.items) schema(at.file, item, name, where);
    }
  };

  const parameters = (file: string, list: unknown, where: string) => {
    if (!isSeq(list)) return;
    for (const item of list.items) {
      const at = deref(file, item);
      if (!isMap(at.node)) continue;
      schema(at.file, at.node.get('schema', true), String(at.node.get('name')), `${where} ${String(at.node.get('in'))}`);
    }
  };

  for (const rootFile of ROOTS.map((file) => join(root, file))) {
    const paths = load(rootFile).doc.get('paths', true);
    if (!isMap(paths)) continue;
    for (const pair of paths.items as Pair[]) {
      const path = String((pair.key as { value?: unknown }).value);
      const item = deref(rootFile, pair.value);
      if (!isMap(item.node)) continue;
      parameters(item.file, item.node.get('parameters', true), path);
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const op = item.node.get(method, true);
        if (!isMap(op)) continue;
        const where = `${method.toUpperCase()} ${path}`;
        parameters(item.file, op.get('parameters', true), where);
        const body = deref(item.file, op.get('requestBody', true));
        const content = isMap(body.node) ? body.node.get('content', true) : undefined;
        if (!isMap(content)) continue;
        for (const media of content.items as Pair[]) {
          if (isMap(media.value)) schema(body.file, media.value.get('schema', true), 'body', `${where} body`);
        }
      }
    }
  }
  return { findings, parts, checked };
}

/** Writes `maximum: <bound>` into each unbounded schema, on the line after its `minimum` (or `type`), same indent. */
function writeBounds(findings: Finding[], parts: Map<string, Part>): number {
  const inserts = new Map<string, Array<{ at: number; text: string; bound: number }>>();
  for (const finding of findings) {
    if (finding.problem !== 'unbounded' || finding.bound === undefined) continue;
    const part = parts.get(finding.file)!;
    const anchor = (finding.node.items as Pair[]).find((p) => ['minimum', 'exclusiveMinimum'].includes(String((p.key as { value?: unknown }).value)))
      ?? (finding.node.items as Pair[]).find((p) => String((p.key as { value?: unknown }).value) === 'type');
    const key = anchor?.key as Node | undefined;
    const value = anchor?.value as Node | undefined;
    if (!isPair(anchor) || !key?.range || !value?.range) throw new Error(`${finding.file}: ${finding.where}: cannot place the bound`);
    const lineStart = part.text.lastIndexOf('\n', key.range[0]) + 1;
    const indent = part.text.slice(lineStart, key.range[0]);
    if (!/^[ -]*$/.test(indent)) throw new Error(`${finding.file}: ${finding.where}: a flow mapping; bound it by hand`);
    const text = `\n${' '.repeat(indent.length)}maximum: ${finding.bound}`;
    // At the end of the anchor's last line (a block sequence's range ends after its newline).
    let end = value.range[1];
    while (end > 0 && part.text[end - 1] === '\n') end--;
    const at = part.text.indexOf('\n', end) === -1 ? part.text.length : part.text.indexOf('\n', end);
    const list = inserts.get(finding.file) ?? [];
    const same = list.find((insert) => insert.at === at);
    // One schema sent under several names takes the narrowest of their bounds.
    if (!same) list.push({ at, text, bound: finding.bound });
    else if (finding.bound < same.bound) Object.assign(same, { text, bound: finding.bound });
    inserts.set(finding.file, list);
  }
  let written = 0;
  for (const [file, list] of inserts) {
    let text = parts.get(file)!.text;
    for (const insert of list.sort((a, b) => b.at - a.at)) text = text.slice(0, insert.at) + insert.text + text.slice(insert.at);
    writeFileSync(file, text);
    written += list.length;
    console.log(`${relative(ROOT, file)}: ${list.length} bound(s) added`);
  }
  return written;
}

export function describe(finding: Finding, root = ROOT): string {
  const detail =
    finding.problem === 'too wide'
      ? `maximum ${finding.maximum} is above what the column holds (${finding.bound})`
      : finding.problem === 'unknown name'
        ? 'no maximum, and no column or table entry says what it holds (add one to NOT_COLUMNS in scripts/contract-bounds.ts)'
        : finding.problem === 'no minimum'
          ? 'no minimum'
          : `no maximum (it holds at most ${finding.bound})`;
  return `${relative(root, finding.file)}: ${finding.where} (${finding.type}): ${detail}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { findings, parts, checked } = findUnbounded();
  if (process.argv.includes('--write')) {
    const written = writeBounds(findings, parts);
    console.log(`${written} bound(s) written; now run npm run api:types`);
    const left = findUnbounded().findings;
    for (const finding of left) console.error(describe(finding));
    process.exit(left.length ? 1 : 0);
  }
  for (const finding of findings) console.error(describe(finding));
  console.log(`${checked} numbers a request can carry, ${findings.length} without a fitting bound`);
  process.exit(findings.length ? 1 : 0);
}
