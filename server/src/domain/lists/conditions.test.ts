import { describe, expect, it } from 'vitest';
import { Conditions, SqlParams, escapeLike } from './conditions.ts';

describe('Conditions', () => {
  it('numbers the parameters in order and leaves out undefined filters', () => {
    const where = new Conditions();
    where.eq('t.assigned_to', 7).eq('t.priority', undefined).gte('c.fee', 100).lt('c.fee', 200).in('u.user_type', ['agent', 'franchise']);
    expect(where.sql).toBe('WHERE t.assigned_to = $1 AND c.fee >= $2 AND c.fee < $3 AND u.user_type = ANY($4)');
    expect(where.params).toEqual([7, 100, 200, ['agent', 'franchise']]);
    expect(`LIMIT ${where.param(20)} OFFSET ${where.param(40)}`).toBe('LIMIT $5 OFFSET $6');
    expect(where.params).toEqual([7, 100, 200, ['agent', 'franchise'], 20, 40]);
  });

  it('adds LIMIT and OFFSET after the conditions without changing them (the count reuses them)', () => {
    const where = new Conditions().eq('a', 1);
    expect(where.limitOffset({ limit: 20, offset: 40 })).toEqual({ sql: 'LIMIT $2 OFFSET $3', params: [1, 20, 40] });
    expect(where.params).toEqual([1]);
  });

  it('keeps null as a value (IS NULL is written with raw)', () => {
    const where = new Conditions().eq('a', null);
    expect(where.sql).toBe('WHERE a = $1');
    expect(where.params).toEqual([null]);
  });

  it('answers no WHERE and `true` when nothing applies', () => {
    const where = new Conditions().eq('a', undefined).ilike('b', '').ilike('b', undefined).in('c', undefined);
    expect(where.sql).toBe('');
    expect(where.and).toBe('true');
    expect(where.params).toEqual([]);
  });

  it('takes search text literally in ILIKE', () => {
    const where = new Conditions().ilike("concat_ws(' ', u.first_name, u.last_name)", '50%_off\\');
    expect(where.sql).toBe("WHERE concat_ws(' ', u.first_name, u.last_name) ILIKE $1");
    expect(where.params).toEqual(['%50\\%\\_off\\\\%']);
  });

  it('renumbers a raw condition’s own $1, $2 into the statement’s, reusing one value where it repeats', () => {
    const where = new Conditions().eq('x', 1).raw('t.created_by = $1 AND t.assigned_to <> $1 AND t.kind = $2', 9, 'k');
    expect(where.and).toBe('x = $1 AND (t.created_by = $2 AND t.assigned_to <> $2 AND t.kind = $3)');
    expect(where.params).toEqual([1, 9, 'k']);
    expect(() => new Conditions().raw('a = $2', 1)).toThrow(/uses \$2 but has 1 parameter/);
  });

  it('shares one parameter list between groups of conditions of one statement', () => {
    const params = new SqlParams();
    const place = new Conditions(params).eq('u.country_id', 3);
    const level = new Conditions(params).eq('c.course_level_id', 2);
    const order = `c.name ILIKE ${params.add('a%')}`;
    place.push(`u.state_id = ${params.add(5)}`);
    expect([place.and, level.and, order]).toEqual(['u.country_id = $1 AND u.state_id = $4', 'c.course_level_id = $2', 'c.name ILIKE $3']);
    expect(params.values).toEqual([3, 2, 'a%', 5]);
    expect(place.params).toBe(level.params);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('a_b%c\\d')).toBe('a\\_b\\%c\\\\d');
  });
});
