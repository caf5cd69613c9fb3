// The database layer's log, for what happens before the app (and its pino logger) exists: opening the database,
// the embedded PostgreSQL's start, an import of an earlier PGlite folder.
export type DbLogLevel = 'debug' | 'info' | 'warn' | 'error';
export type DbLog = (level: DbLogLevel, message: string, fields?: Record<string, unknown>) => void;

const LEVEL_NUMBERS: Record<DbLogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50 };

/** JSON lines on stdout in the shape the server's own log (pino) writes. */
export function createDbLog(level: string): DbLog {
  const threshold = level === 'silent' ? Infinity : (LEVEL_NUMBERS[level as DbLogLevel] ?? (level === 'trace' ? 10 : 30));
  return (at, message, fields) => {
    if (LEVEL_NUMBERS[at] < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: LEVEL_NUMBERS[at], time: Date.now(), pid: process.pid, name: 'database', ...fields, msg: message })}\n`);
  };
}

export const noLog: DbLog = () => undefined;
