// What the power-cut script and the kill -9 test share: the real server started as its own process (group) on a data
// folder, concurrent writers that save tasks through the API (each save is a task and the assignee's notification in
// one transaction), a hard kill of the server and its database, and the count of acknowledged saves found afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { openDb } from '../../server/src/db/index.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-users.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

export type Engine = 'postgres' | 'pglite';

export type RunningServer = {
  child: ChildProcess;
  base: string;
  dataDir: string;
  output: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Starts `npm start`'s command in its own process group and waits until the API answers. */
export async function startServer(dataDir: string, engine: Engine, timeoutMs = 180_000): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_DB: engine,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '10000',
      SPA_DIR: '/nonexistent',
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output.join('').slice(-4000)}`);
    }
    try {
      if ((await fetch(`${base}/api/home/states`)).ok) return { child, base, dataDir, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  killAll(child.pid!, postgresPids(dataDir));
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output.join('').slice(-4000)}`);
}

/** The embedded PostgreSQL's postmaster pid, read from its lock file. */
export function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * The embedded PostgreSQL's processes: the postmaster and its children (each child makes its own session, so they are
 * not in the postmaster's process group).
 */
export function postgresPids(dataDir: string): number[] {
  const postmaster = postmasterPid(dataDir);
  if (!postmaster) return [];
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** SIGKILL to the server's process group and to every process of its database, at once. */
export function killAll(serverPid: number, databasePids: number[]): void {
  const targets = [-serverPid, ...databasePids];
  for (const pid of targets) {
    try {
      process.kill(pid, 'SIGSTOP');
    } catch {
      // already gone
    }
  }
  for (const pid of targets) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Graceful stop (SIGTERM, as Ctrl-C or a service manager would), waiting for the exit code. */
export async function stopServer(server: RunningServer): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

async function api<T>(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function signIn(base: string, email: string): Promise<{ token: string; userId: number }> {
  const { status, body } = await api<{ data: { token: string; user: { user_id: number } } }>(base, '/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`login ${email}: ${status} ${JSON.stringify(body)}`);
  return { token: body.data.token, userId: body.data.user.user_id };
}

export const TITLE_PREFIX = 'durability save';

export type Writers = {
  /** The numbers of the saves the server answered 201 to. */
  acknowledged: Set<number>;
  /** Saves sent whose answer never came (the kill cut them off). */
  unanswered: () => number;
  /** Resolves when every writer has stopped (the target reached, or the server gone). */
  done: Promise<void>;
  stop(): void;
};

/**
 * `concurrency` writers save tasks, numbered 1..`total`, as the demo counselor for the demo student: each save is one
 * transaction holding two rows (the task and the student's notification). `onAck` sees each acknowledgement.
 */
export async function startWriters(base: string, total: number, concurrency: number, onAck?: (count: number) => void): Promise<Writers> {
  const counselor = await signIn(base, 'counselor@demo.unipath.test');
  const student = await signIn(base, 'student@demo.unipath.test');
  const acknowledged = new Set<number>();
  let next = 1;
  let stopped = false;
  let inFlight = 0;
  let cutOff = 0;
  const writer = async () => {
    while (!stopped && next <= total) {
      const n = next++;
      inFlight++;
      try {
        const { status } = await api(base, '/common/tasks', {
          method: 'POST',
          token: counselor.token,
          body: { title: `${TITLE_PREFIX} ${n}`, assigned_to: student.userId, priority: 'high' },
        });
        if (status === 201) {
          acknowledged.add(n);
          onAck?.(acknowledged.size);
        } else {
          throw new Error(`save ${n}: ${status}`);
        }
      } catch (error) {
        if ((error as Error).message.startsWith('save ')) throw error;
        cutOff++;
        stopped = true;
      } finally {
        inFlight--;
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, writer)).then(() => undefined);
  return {
    acknowledged,
    unanswered: () => cutOff + inFlight,
    done,
    stop: () => {
      stopped = true;
    },
  };
}

export type Count = {
  acknowledged: number;
  present: number;
  missing: number;
  /** Saves found with one of their two rows only. */
  partial: number;
  /** Saves committed whose answer never reached the writer (in flight at the cut): allowed. */
  unacknowledgedPresent: number;
};

/** Opens the data folder's database directly (the server stopped) and counts the saves against the acknowledgements. */
export async function countSaves(dataDir: string, engine: Engine, acknowledged: Set<number>): Promise<Count> {
  const db = await openDb({ dataDir, embedded: engine });
  try {
    const tasks = await db.query<{ title: string }>('SELECT title FROM tasks WHERE title LIKE $1', [`${TITLE_PREFIX} %`]);
    const told = await db.query<{ heading: string }>('SELECT heading FROM notifications WHERE heading LIKE $1', [`New task: ${TITLE_PREFIX} %`]);
    const number = (text: string) => Number(text.slice(text.lastIndexOf(' ') + 1));
    const taskNumbers = new Set(tasks.rows.map((r) => number(r.title)));
    const toldNumbers = new Set(told.rows.map((r) => number(r.heading)));
    const whole = [...taskNumbers].filter((n) => toldNumbers.has(n));
    const partial = [...taskNumbers].filter((n) => !toldNumbers.has(n)).length + [...toldNumbers].filter((n) => !taskNumbers.has(n)).length;
    const wholeSet = new Set(whole);
    const present = [...acknowledged].filter((n) => wholeSet.has(n)).length;
    return {
      acknowledged: acknowledged.size,
      present,
      missing: acknowledged.size - present,
      partial,
      unacknowledgedPresent: whole.filter((n) => !acknowledged.has(n)).length,
    };
  } finally {
    await db.close();
  }
}

export function describe(count: Count): string {
  return (
    `acknowledged ${count.acknowledged}, present ${count.present}, missing ${count.missing}, partial ${count.partial}` +
    ` (committed but unanswered at the cut: ${count.unacknowledgedPresent})`
  );
}
