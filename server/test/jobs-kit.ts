// Helpers of the job-queue tests: one database reached through two handles (two "servers": on PostgreSQL two
// connection pools, on PGlite its one connection twice), a logger that keeps what it was told, a database handle
// that can be made to die, and a small SMTP sink that records every message it accepts.
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { openDb, migrate, type Db } from '../src/db/index.ts';
import type { Queryable } from '../src/db/types.ts';

export type SharedDb = { a: Db; b: Db; close(): Promise<void> };

/** One migrated database and two handles on it. */
export async function openSharedDb(): Promise<SharedDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDb({ inMemory: true });
    await migrate(db);
    return { a: db, b: db, close: () => db.close() };
  }
  const schema = `t_jobs_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  const admin = await openDb({ databaseUrl: url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const inSchema = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const a = await openDb({ databaseUrl: inSchema });
  const b = await openDb({ databaseUrl: inSchema });
  await migrate(a);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
    },
  };
}

export type LogEntry = { level: string; message: string; data: unknown };

/** A logger that records warnings and errors (and drops the rest). */
export function recordingLog(): FastifyBaseLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const keep = (level: string) => (data: unknown, message?: string) => {
    entries.push({ level, message: typeof data === 'string' ? data : (message ?? ''), data });
  };
  const log = {
    entries,
    level: 'warn',
    fatal: keep('fatal'),
    error: keep('error'),
    warn: keep('warn'),
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { entries: LogEntry[] };
}

/**
 * A Db whose every statement fails once `kill()` was called (or once a statement matching `killAfter` succeeded):
 * a server that died or lost its database at that moment, as far as the database is concerned.
 */
export function mortalDb(db: Db, killAfter?: RegExp): Db & { kill(): void; readonly dead: boolean } {
  let dead = false;
  const guard = (runner: Queryable): Queryable => ({
    async query(sql, params) {
      if (dead) throw new Error('connection terminated (the server died)');
      const result = await runner.query(sql, params);
      if (killAfter?.test(sql)) dead = true;
      return result as never;
    },
    async exec(sql) {
      if (dead) throw new Error('connection terminated (the server died)');
      await runner.exec(sql);
    },
  });
  const base = guard(db);
  return {
    kind: db.kind,
    query: base.query,
    exec: base.exec,
    transaction: (work) => {
      if (dead) return Promise.reject(new Error('connection terminated (the server died)'));
      return db.transaction((tx) => work(guard(tx)));
    },
    close: () => Promise.resolve(),
    kill() {
      dead = true;
    },
    get dead() {
      return dead;
    },
  };
}

export type SinkMessage = { messageId: string; from: string; to: string[]; subject: string; body: string };

export type SmtpSink = {
  url: string;
  /** The messages accepted (answered 250 after DATA), in order. */
  messages: SinkMessage[];
  /** Decides the reply to a RCPT TO (default 250). */
  onRecipient: (address: string) => string | undefined;
  /** Called with each message before the reply to its DATA; may answer another reply (default 250). */
  onMessage: (message: SinkMessage) => string | undefined;
  close(): Promise<void>;
};

const header = (head: string, name: string): string => {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1].replace(/\r\n[ \t]+/g, ' ').trim() : '';
};

/** A minimal SMTP server on 127.0.0.1 (no TLS, no auth): EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: SmtpSink = {
    url: '',
    messages: [],
    onRecipient: () => undefined,
    onMessage: () => undefined,
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let reading = false;
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (reading) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          reading = false;
          const split = data.indexOf('\r\n\r\n');
          const head = split < 0 ? data : data.slice(0, split);
          const message: SinkMessage = {
            messageId: header(head, 'Message-ID'),
            from,
            to,
            subject: header(head, 'Subject'),
            body: split < 0 ? '' : data.slice(split + 4),
          };
          const answer = sink.onMessage(message) ?? '250 2.0.0 accepted';
          if (answer.startsWith('250')) sink.messages.push(message);
          reply(answer);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink.test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          const answer = sink.onRecipient(address) ?? '250 2.1.5 ok';
          if (answer.startsWith('250')) to.push(address);
          reply(answer);
        } else if (verb === 'DATA') {
          reading = true;
          reply('354 end with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
          return;
        } else reply('250 ok');
      }
    });
    reply('220 sink.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return sink;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers true (polling), or fails after `ms`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 10_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
