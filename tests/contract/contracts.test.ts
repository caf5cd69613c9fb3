// The contracts against the spec: every call of the spec's list (openapi/spec-calls.tsv) is declared, and every
// operation is complete. The contracts are read as the server reads them: the bundles of openapi/generated/.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILES } from '../../server/src/app.ts';
import { loadContract, OWNER_KINDS } from '../../server/src/http/contract.ts';

/** The spec's calls (section 7), kept in the project; lines starting with # are its note. */
const CALLS_FILE = new URL('../../openapi/spec-calls.tsv', import.meta.url).pathname;

/** The placeholder bindings of openapi/README.md. */
const BINDINGS: Record<string, string> = {
  '{card-provider}': 'razorpay',
  '{gateway}': 'payu',
  '{transfer-provider}': 'flywire',
  '{brand}': 'unipath',
  '{email-provider}': 'brevo',
  '{messaging-provider}': 'gupshup',
};

const contracts = {
  portal: loadContract(CONTRACT_FILES.portal, 'portal'),
  leads: loadContract(CONTRACT_FILES.leads, 'leads'),
};

/** `/common/tasks/{user_id}` and `/common/tasks/{id}` are the same route: compare with parameter names erased. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

describe('the contracts declare every call of the spec', () => {
  it("finds the spec's list of calls in the project", () => {
    expect(existsSync(CALLS_FILE), CALLS_FILE).toBe(true);
  });

  const lines = readFileSync(CALLS_FILE, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .slice(1);
  const calls = lines.map((line) => {
    const [api, method, rawPath] = line.split('\t');
    const path = Object.entries(BINDINGS).reduce((p, [placeholder, name]) => p.split(placeholder).join(name), rawPath);
    return { api: api as 'portal' | 'leads', method, path };
  });

  it('reads 213 portal and 74 lead-management calls', () => {
    expect(calls.filter((c) => c.api === 'portal')).toHaveLength(213);
    expect(calls.filter((c) => c.api === 'leads')).toHaveLength(74);
  });

  it('declares each with the spec method and path', () => {
    const missing = calls.filter(
      (call) =>
        !contracts[call.api].operations.some((op) => op.method === call.method && shape(op.path) === shape(call.path)),
    );
    console.log(`calls declared: ${calls.length - missing.length}/${calls.length}`);
    expect(missing.map((c) => `${c.api} ${c.method} ${c.path}`)).toEqual([]);
  });

  it('declares the AI-chat calls the spec implies', () => {
    const paths = contracts.portal.operations.map((op) => op.path);
    for (const fragment of ['agent/create-session', 'agent/store-gpt-chat-log', 'student/course/application/chat']) {
      expect(paths.some((p) => p.includes(fragment)), fragment).toBe(true);
    }
  });
});

describe('every operation is complete', () => {
  const all = [...contracts.portal.operations, ...contracts.leads.operations];

  it('has unique operationIds across both contracts', () => {
    const ids = all.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('keeps the public ones to the auth calls and /home/* of the portal', () => {
    const publicOps = all.filter((op) => op.access.public).map((op) => `${op.api} ${op.method} ${op.path}`);
    const allowed = (entry: string) =>
      /^portal (GET|POST) \/home\//.test(entry) ||
      /^portal POST \/(login|student-register|agent-student-register\/\{agent_user_id\}|sc-student-register\/\{sc_user_id\}|refresh-token|send-password-reset-link|reset-password)$/.test(entry);
    expect(publicOps.filter((entry) => !allowed(entry))).toEqual([]);
  });

  it('declares a tag, a success answer, the error answers and owns rules that name real fields', () => {
    const problems: string[] = [];
    for (const op of all) {
      const where = `${op.api} ${op.operationId}`;
      if (op.tags.length !== 1) problems.push(`${where}: one tag expected`);
      const codes = Object.keys(op.responses);
      if (!codes.some((c) => /^2\d\d$/.test(c))) problems.push(`${where}: no success answer`);
      if (!codes.includes('501')) problems.push(`${where}: no 501 answer`);
      if (!op.access.public) {
        for (const code of ['401', '403']) if (!codes.includes(code)) problems.push(`${where}: no ${code} answer`);
        for (const rule of op.access.owns) {
          if (!OWNER_KINDS.includes(rule.kind)) problems.push(`${where}: owner kind ${rule.kind}`);
          const schema = rule.in === 'path' ? op.params : rule.in === 'query' ? op.querystring : op.body;
          const known = schema?.properties?.[rule.name] ?? (op.multipart ? {} : undefined);
          if (!known) problems.push(`${where}: owns ${rule.in}/${rule.name} is not a field`);
        }
      }
      for (const name of op.path.match(/\{([^}]+)\}/g) ?? []) {
        if (!op.params?.properties?.[name.slice(1, -1)]) problems.push(`${where}: path parameter ${name} not declared`);
      }
    }
    expect(problems).toEqual([]);
  });
});
