// One-off: splits the monolithic contracts (openapi/portal.yaml, openapi/leads.yaml) into part files by tag and
// path group, and rewrites the two roots to `$ref` them. It cuts the YAML text itself (every line of a path item or
// component is kept as written, x-… extensions included), re-points each `#/components/<kind>/<name>` at the part
// file that now holds it, and then proves the result: the bundle of the split form must equal the monolith.
// Run once: `node --import tsx scripts/split-contracts.ts` (it refuses to run when a root is already split).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { bundle, loadConfig } from '@redocly/openapi-core';

type Json = Record<string, any>;
type Api = 'portal' | 'leads';

const OPENAPI = 'openapi';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Path groups of the tags too big for one file (first match wins); a tag not listed is one group named after it. */
const GROUPS: Record<string, Array<[string, RegExp]>> = {
  Home: [
    ['search', /^\/home\/(search\/list|university\/|universities$)/],
    ['referrers', /^\/home\/(agent|sc)-info\//],
    ['reference-data', /./],
  ],
  Universities: [
    ['lists', /^\/common\/(universities\/all|focused-universities)$/],
    ['updates', /^\/common\/university-updates/],
    ['details', /./],
  ],
  Notifications: [
    ['notifications', /^\/common\/(new-)?notifications/],
    ['announcements', /^\/common\/(announcement|warning)$/],
    ['whats-new', /^\/common\/whats-new/],
    ['help-and-home', /./],
  ],
  Chat: [
    ['direct', /^\/common\/chats\//],
    ['threads', /^\/common\/(student-application-chat|task-chat|student-list-chat)/],
    ['outreach', /./],
  ],
  Applications: [
    ['reports', /^\/common\/(stale-applications|app-|offer-letter-not-accepted|deposit-payable)/],
    ['applications', /./],
  ],
  Students: [
    ['student-details', /^\/common\/(student-assigned-staff|student-details|save-application-checklist-info)\//],
    ['services', /^\/common\/(student-services-availed|service-final-delivery|mark-feature-completed|completed-features)/],
    ['assessment', /^\/common\/(save-assess-user|psm\/)/],
    ['recommendations', /^\/common\/(recommend|remove-recommendation)/],
    ['students', /./],
  ],
  Profile: [
    ['address-and-billing', /^\/common\/(invoice-profile|save-user-address|user-address)$/],
    ['account', /./],
  ],
  Franchise: [
    ['statistics', /^\/common\/(franchise-statistics|service-revenue\/)/],
    ['directory', /./],
  ],
  Shop: [
    ['cart', /cart-item/],
    ['orders', /^\/common\/shop-order/],
    ['plans', /./],
  ],
  Documents: [
    ['document-types', /^\/common\/(document-types|student-document-types|visa-document-types|student-visa-document-types|document\/sample|student-required-docs)/],
    ['files', /^\/common\/(upload-file|student-file|add-feature-doc|feature-doc)/],
    ['student-documents', /./],
  ],
  AIS: [
    ['questionnaires', /^\/common\/(sop-answers|question-response)$/],
    ['background', /^\/common\/ais-(travel-history|work-history|visa-rejections|family-details)$/],
    ['education', /./],
  ],
  Payments: [
    ['razorpay', /^\/common\/razorpay-payment\//],
    ['payu', /^\/common\/payu-payment\//],
    ['coupons', /coupon/],
    ['transfers', /./],
  ],
  Training: [
    ['trainings', /^\/common\/trainings/],
    ['materials', /^\/common\/training-material/],
    ['franchise-trainings', /^\/common\/(franchise-training|academy-)/],
    ['events', /^\/common\/franchise-events/],
    ['unipath-trainings', /./],
  ],
  Invoices: [
    ['clubbed', /^\/common\/(clubbed-invoice|all-clubbed-invoices)$/],
    ['service-invoices', /^\/common\/service-/],
    ['banks', /^\/common\/(banks|signature)/],
    ['invoices', /./],
  ],
  Leads: [
    ['follow-ups', /^\/my-lead\/(follow-ups|save-follow-up|assignee-timeline|history)/],
    ['fields', /^\/my-lead\/(category-fields-values|lead-exists)$/],
    ['leads', /./],
  ],
  Masters: [
    ['places-and-people', /^\/my-lead\/master\/(states|cities|users|team-members)$/],
    ['sources', /^\/my-lead\/master\/my-lead-/],
    ['stages-and-categories', /./],
  ],
  'Lead statistics': [
    ['distribution', /^\/my-lead\/(lead-distribution|lead-count-by-area)/],
    ['franchise', /^\/my-lead\/(master-franchise|area-franchise|acp-campaigns)/],
    ['counts', /./],
  ],
  Mail: [
    ['contact-lists', /^\/my-lead\/mail\/(contact-list|import-contacts|remove-contact)/],
    ['campaigns', /^\/my-lead\/mail\/(email-campaign|campaigns|start-campaign)$/],
    ['campaign-reports', /^\/my-lead\/mail\/(campaign-stats|agg-campaign-stats|email-logs|remaining-emails)$/],
    ['mail', /./],
  ],
  Nurturing: [
    ['credits', /^\/my-lead\/(user-credits|nurturing-credits|nurturing-services|nurturing-credit-chart|transactions|user-service-availed)$/],
    ['nurturing', /./],
  ],
  WhatsApp: [
    ['broadcasts', /^\/my-lead\/(bulk-whatsapp-message|whatsapp-broadcast|broadcasts)/],
    ['templates', /^\/my-lead\/(whatsapp-templates|templates\/)/],
    ['analytics', /^\/my-lead\/whatsapp-(analytics|metrics|event-counts)$/],
    ['messages', /./],
  ],
};

/** Components both contracts hold (identically): they live once in openapi/shared/. */
const BOTH: Record<string, string> = {
  'securitySchemes/bearerAuth': 'shared/security.yaml',
  'responses/*': 'shared/errors.responses.yaml',
  'schemas/FieldError': 'shared/errors.schemas.yaml',
  'schemas/ErrorEnvelope': 'shared/errors.schemas.yaml',
  'schemas/Paging': 'shared/envelope.schemas.yaml',
  'schemas/Ok': 'shared/envelope.schemas.yaml',
  'parameters/Page': 'shared/paging.parameters.yaml',
  'parameters/PageSize': 'shared/paging.parameters.yaml',
  'schemas/UserType': 'shared/people.schemas.yaml',
  'schemas/Mobile': 'shared/people.schemas.yaml',
  'schemas/Password': 'shared/people.schemas.yaml',
};

/** Up to this many lines, a tag's schemas stay in one file even when its paths are in several. */
const ONE_FILE = 400;

/** Families of the components several tags of one contract use: they live in `<api>/shared/<family>.<kind>.yaml`. */
const FAMILIES: Array<[string, RegExp]> = [
  ['catalog', /^Catalog/],
  ['courses', /^(Course|IntakeMonth$)/],
  ['universities', /^University/],
  ['people', /^People/],
  ['students', /^(Students|StudentActor$)/],
  ['applications', /^Application/],
  ['documents', /^(Document|UploadKind$)/],
  ['commerce', /^(Commerce|Payment|PlanRef$|ServiceType$)/],
  ['finance', /^(Finance|Invoice)/],
  ['leads', /^(Leads|Lead|Category)/],
  ['outreach', /^(Outreach|CreditCharge$|WhatsAppMessageStatus$)/],
];

const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const pointerOf = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

type Block = { key: string; text: string[] };

/** The entries of a mapping at `indent` spaces between two line numbers: each entry's lines, dedented. */
function blocksOf(lines: string[], from: number, to: number, indent: number): Block[] {
  const blocks: Block[] = [];
  const head = new RegExp(`^ {${indent}}(\\S.*):\\s*$`);
  for (let i = from; i < to; i++) {
    const line = lines[i];
    const match = head.exec(line);
    if (match) {
      blocks.push({ key: match[1].replace(/^"(.*)"$/, '$1'), text: [line.slice(indent)] });
    } else if (blocks.length) {
      if (line.trim() !== '' && !line.startsWith(' '.repeat(indent + 1))) throw new Error(`unexpected line ${i + 1}: ${line}`);
      blocks[blocks.length - 1].text.push(line.slice(indent));
    }
  }
  for (const block of blocks) while (block.text.at(-1)?.trim() === '') block.text.pop();
  return blocks;
}

function refsIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value.slice('#/components/'.length));
      else refsIn(value, into);
    }
  }
  return into;
}

type Split = { root: string; files: Map<string, string[]>; sizes: Map<string, number> };

function split(api: Api, other: Json): Split {
  const source = join(OPENAPI, `${api}.yaml`);
  const text = readFileSync(source, 'utf8');
  if (!/^components:/m.test(text) || /\$ref: \.\//.test(text)) throw new Error(`${source} is already split`);
  const lines = text.split('\n');
  const doc: Json = parse(text);
  const top = (name: string) => lines.findIndex((line) => line === `${name}:`);
  const componentsAt = top('components');
  const pathsAt = top('paths');
  if (componentsAt < 0 || pathsAt < componentsAt) throw new Error(`${source}: expected components before paths`);

  // Text blocks: each path item, and each component by `<kind>/<name>`.
  const pathBlocks = blocksOf(lines, pathsAt + 1, lines.length, 2);
  const componentText = new Map<string, string[]>();
  const kinds = blocksOf(lines, componentsAt + 1, pathsAt, 2);
  let offset = componentsAt + 1;
  for (const kind of kinds) {
    const start = lines.indexOf(`  ${kind.key}:`, offset);
    const end = start + kind.text.length;
    for (const block of blocksOf(lines, start + 1, end, 4)) componentText.set(`${kind.key}/${block.key}`, block.text);
    offset = end;
  }

  // Who uses what: the tag and group of each path, and every component a path reaches.
  const groupOf = new Map<string, { tag: string; group: string }>();
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    const tags = new Set(METHODS.flatMap((m) => (item[m]?.tags as string[] | undefined) ?? []));
    if (tags.size !== 1) throw new Error(`${path}: one tag per path expected, found ${[...tags].join(', ')}`);
    const tag = [...tags][0];
    const group = GROUPS[tag]?.find(([, pattern]) => pattern.test(path))?.[0] ?? slug(tag);
    groupOf.set(path, { tag, group });
  }
  const usersOf = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    const { tag, group } = groupOf.get(path)!;
    const stack = [...refsIn(item)];
    const seen = new Set<string>();
    while (stack.length) {
      const ref = stack.pop()!;
      if (seen.has(ref)) continue;
      seen.add(ref);
      const [kind, name] = ref.split('/');
      const target = doc.components?.[kind]?.[name];
      if (target === undefined) throw new Error(`${path}: unresolved #/components/${ref}`);
      stack.push(...refsIn(target));
      if (!usersOf.has(ref)) usersOf.set(ref, new Set());
      usersOf.get(ref)!.add(`${tag}\t${group}`);
    }
  }

  // Lines of the schemas only one tag uses, per tag: a small total stays in one file.
  const tagSchemaLines = new Map<string, number>();
  for (const [ref, users] of usersOf) {
    const tags = new Set([...users].map((u) => u.split('\t')[0]));
    if (!ref.startsWith('schemas/') || tags.size !== 1 || BOTH[ref]) continue;
    const tag = [...tags][0];
    tagSchemaLines.set(tag, (tagSchemaLines.get(tag) ?? 0) + componentText.get(ref)!.length);
  }

  // Where each component goes (file relative to openapi/).
  const homeOf = new Map<string, string>();
  for (const ref of componentText.keys()) {
    const [kind, name] = ref.split('/');
    const both = BOTH[ref] ?? BOTH[`${kind}/*`];
    if (both) {
      if (other.components?.[kind]?.[name] !== undefined && !isDeepStrictEqual(other.components[kind][name], doc.components[kind][name])) {
        throw new Error(`${ref} differs between the contracts`);
      }
      homeOf.set(ref, both);
      continue;
    }
    const users = [...(usersOf.get(ref) ?? [])].map((u) => u.split('\t'));
    if (users.length === 0) throw new Error(`${api}: ${ref} is not used by any path`);
    const tags = new Set(users.map(([tag]) => tag));
    if (tags.size === 1) {
      const tag = [...tags][0];
      const groups = new Set(users.map(([, group]) => group));
      const group = groups.size === 1 && kind === 'schemas' && (tagSchemaLines.get(tag) ?? 0) > ONE_FILE ? [...groups][0] : slug(tag);
      homeOf.set(ref, `${api}/${slug(tag)}/${group}.${kind}.yaml`);
    } else {
      const family = FAMILIES.find(([, pattern]) => pattern.test(name))?.[0];
      if (!family) throw new Error(`${api}: ${ref} is used by ${[...tags].join(', ')} and has no family`);
      homeOf.set(ref, `${api}/shared/${family}.${kind}.yaml`);
    }
  }

  // Path items go to `<api>/<tag>/<group>.paths.yaml`.
  const files = new Map<string, string[]>();
  const add = (file: string, block: string[]) => {
    if (!files.has(file)) files.set(file, []);
    files.get(file)!.push(...block);
  };
  const rewrite = (file: string, block: string[]) =>
    block.map((line) =>
      // `$ref: "#/components/…"` and discriminator mappings (`razorpay: "#/components/schemas/…"`) alike.
      line.replace(/"#\/components\/([A-Za-z]+)\/([^"]+)"/g, (_all, kind: string, name: string) => {
        const home = homeOf.get(`${kind}/${name}`);
        if (!home) throw new Error(`no home for ${kind}/${name}`);
        if (home === file) return `"#/${pointerOf(name)}"`;
        let rel = relative(dirname(file), home);
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return `"${rel}#/${pointerOf(name)}"`;
      }),
    );
  const rootPaths: string[] = [];
  let lastTag = '';
  for (const block of pathBlocks) {
    const { tag, group } = groupOf.get(block.key)!;
    const file = `${api}/${slug(tag)}/${group}.paths.yaml`;
    add(file, rewrite(file, block.text));
    if (tag !== lastTag) rootPaths.push(`  # ${tag}`);
    lastTag = tag;
    rootPaths.push(`  ${block.key}: { $ref: "./${file}#/${pointerOf(block.key)}" }`);
  }
  for (const [ref, block] of componentText) {
    const file = homeOf.get(ref)!;
    if (file.startsWith('shared/') && api !== 'portal') continue; // written once, from the portal's text
    add(file, rewrite(file, block));
  }

  // The root: everything above `components:` as written, the security scheme by reference, and the paths.
  const header = lines.slice(0, componentsAt);
  const title = api === 'portal' ? 'portal API' : 'lead-management API';
  const root = [
    `# The Unipath ${title}: this root holds the info, servers, tags and the list of paths; each path item, schema,`,
    `# parameter and response lives in a part file under openapi/${api}/ (or openapi/shared/ when both contracts use`,
    `# it). openapi/README.md says where a part goes; \`npm run api:types\` bundles the parts for the server.`,
    ...header,
    'components:',
    '  securitySchemes:',
    '    bearerAuth: { $ref: "./shared/security.yaml#/bearerAuth" }',
    'paths:',
    ...rootPaths,
    '',
  ].join('\n');

  const sizes = new Map<string, number>();
  for (const [file, body] of files) sizes.set(file, body.length);
  return { root, files, sizes };
}

async function main() {
  const texts = { portal: readFileSync(join(OPENAPI, 'portal.yaml'), 'utf8'), leads: readFileSync(join(OPENAPI, 'leads.yaml'), 'utf8') };
  const docs = { portal: parse(texts.portal) as Json, leads: parse(texts.leads) as Json };
  const results = { portal: split('portal', docs.leads), leads: split('leads', docs.portal) };

  // Shared parts: the portal wrote them; the leads contract must not hold a shared component the portal lacks.
  for (const ref of Object.keys(BOTH)) {
    const [kind, name] = ref.split('/');
    if (name !== '*' && docs.leads.components?.[kind]?.[name] !== undefined && docs.portal.components?.[kind]?.[name] === undefined) {
      throw new Error(`${ref} is only in leads.yaml`);
    }
  }

  for (const dir of ['portal', 'leads', 'shared']) rmSync(join(OPENAPI, dir), { recursive: true, force: true });
  for (const api of ['portal', 'leads'] as const) {
    for (const [file, body] of results[api].files) {
      mkdirSync(dirname(join(OPENAPI, file)), { recursive: true });
      writeFileSync(join(OPENAPI, file), `${body.join('\n')}\n`);
    }
    writeFileSync(join(OPENAPI, `${api}.yaml`), results[api].root);
  }

  // Proof: the bundle of each split root equals the monolith it came from.
  const config = await loadConfig({ configPath: 'redocly.yaml' });
  for (const api of ['portal', 'leads'] as const) {
    const result = await bundle({ ref: join(OPENAPI, `${api}.yaml`), config, dereference: false });
    const problems = result.problems.filter((p) => p.severity === 'error');
    if (problems.length) throw new Error(`${api}: ${problems.map((p) => p.message).join('; ')}`);
    const bundled = result.bundle.parsed as Json;
    for (const key of new Set([...Object.keys(bundled), ...Object.keys(docs[api])])) {
      if (!isDeepStrictEqual(bundled[key], docs[api][key])) {
        const inner = bundled[key] && typeof bundled[key] === 'object' ? Object.keys({ ...bundled[key], ...docs[api][key] }) : [];
        const differing = inner.filter((k) => !isDeepStrictEqual(bundled[key]?.[k], docs[api][key]?.[k]));
        throw new Error(`${api}: the bundle differs from the monolith at ${key} (${differing.slice(0, 5).join(', ')})`);
      }
    }
    console.log(`${api}: split into ${results[api].files.size} part files; the bundle equals the monolith`);
  }
  const all = [...results.portal.sizes, ...results.leads.sizes].sort((a, b) => b[1] - a[1]);
  for (const [file, size] of all.slice(0, 12)) console.log(`${String(size).padStart(5)} ${file}`);
  console.log(`roots: portal ${results.portal.root.split('\n').length} lines, leads ${results.leads.root.split('\n').length} lines`);
}

await main();
