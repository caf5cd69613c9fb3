// One small builder for the WHERE part of a list's statement: conditions collect with their parameters numbered
// $1, $2, … in order; the parameters of LIMIT/OFFSET or ORDER BY join the same list through `param`.
//
//   const where = new Conditions();
//   where.eq('t.assigned_to', userId).eq('t.priority', tag).ilike("concat_ws(' ', u.first_name, u.last_name)", q);
//   const page = where.limitOffset(window);
//   db.query(`SELECT … FROM tasks t ${where.sql} ORDER BY … ${page.sql}`, page.params);
//   db.query(`SELECT count(*) … FROM tasks t ${where.sql}`, where.params);
//
// A value that is undefined adds nothing (an optional filter left out), so a query's optional fields pass straight in.

/** `text` as a literal inside a LIKE pattern: %, _ and the escape character itself lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The numbered parameters of one statement. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder (`$3`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export class Conditions {
  readonly parts: string[] = [];

  /** Conditions that share `params` with others (a statement with several groups of conditions). */
  constructor(readonly shared: SqlParams = new SqlParams()) {}

  /**
   * Adds a value and answers its placeholder, for conditions written by hand (`push`) or a value the statement uses
   * beside them. A count that reuses `params` must use every one of them too (PostgreSQL refuses unused parameters).
   */
  param(value: unknown): string {
    return this.shared.add(value);
  }

  /** `column = value` */
  eq(column: string, value: unknown): this {
    if (value !== undefined) this.parts.push(`${column} = ${this.param(value)}`);
    return this;
  }

  /** `column >= value` */
  gte(column: string, value: number | string | undefined): this {
    if (value !== undefined) this.parts.push(`${column} >= ${this.param(value)}`);
    return this;
  }

  /** `column < value` */
  lt(column: string, value: number | string | undefined): this {
    if (value !== undefined) this.parts.push(`${column} < ${this.param(value)}`);
    return this;
  }

  /** `column = ANY(values)`; an empty list matches nothing. */
  in(column: string, values: readonly unknown[] | undefined): this {
    if (values !== undefined) this.parts.push(`${column} = ANY(${this.param(values)})`);
    return this;
  }

  /** `expression ILIKE %text%` with the text taken literally; no text (undefined or '') adds nothing. */
  ilike(expression: string, text: string | undefined): this {
    if (text) this.parts.push(`${expression} ILIKE ${this.param(`%${escapeLike(text)}%`)}`);
    return this;
  }

  /**
   * Any condition, with its own parameters numbered from $1 in `sql` (`where.raw('a = $1 OR b = $1', id)`); they are
   * renumbered into the statement's. Keep `$n` out of string literals in `sql`.
   */
  raw(sql: string, ...params: unknown[]): this {
    const placeholders = params.map((value) => this.param(value));
    this.parts.push(
      `(${sql.replace(/\$(\d+)/g, (match, n: string) => {
        const placeholder = placeholders[Number(n) - 1];
        if (!placeholder) throw new Error(`raw condition uses ${match} but has ${params.length} parameter(s)`);
        return placeholder;
      })})`,
    );
    return this;
  }

  /** A condition already written with this statement's placeholders (from `param`). */
  push(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  /** `LIMIT … OFFSET …` of a page with the parameters it needs; the conditions' own parameters are left as they are. */
  limitOffset(window: { limit: number; offset: number }): { sql: string; params: unknown[] } {
    const n = this.shared.values.length;
    return { sql: `LIMIT $${n + 1} OFFSET $${n + 2}`, params: [...this.shared.values, window.limit, window.offset] };
  }

  /** The conditions joined by AND; `true` when there are none. */
  get and(): string {
    return this.parts.length > 0 ? this.parts.join(' AND ') : 'true';
  }

  /** `WHERE …`, or nothing when there is no condition. */
  get sql(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }

  get params(): unknown[] {
    return this.shared.values;
  }
}
