import { describe, expect, it } from 'vitest';
import { clearUrlState, readUrlState, toSearch, urlParam, writeUrlState } from './url-state';

const spec = {
  q: urlParam.text(10),
  country: urlParam.positiveInt(),
  level: urlParam.oneOf(['ug', 'pg'] as const),
  fee: urlParam.amount(),
  ids: urlParam.idList(3),
  sort: urlParam.withDefault(urlParam.oneOf(['relevance', 'name'] as const), 'relevance'),
  page: urlParam.page(),
};
const query = (text: string) => new URLSearchParams(text);

describe('the URL state of a spec', () => {
  it('reads typed values, with defaults where a parameter is absent', () => {
    expect(readUrlState(spec, query('q=%20Data%20science%20&country=3&level=pg&fee=0&ids=4,9&sort=name&page=2'))).toEqual({
      q: 'Data scien', country: 3, level: 'pg', fee: 0, ids: [4, 9], sort: 'name', page: 2,
    });
    expect(readUrlState(spec, query(''))).toEqual({
      q: undefined, country: undefined, level: undefined, fee: undefined, ids: undefined, sort: 'relevance', page: 1,
    });
  });

  it('ignores what is malformed, as if it were absent', () => {
    expect(readUrlState(spec, query('q=%20%20&country=0&level=phd&fee=-5&ids=x,0&sort=cheap&page=2.5'))).toEqual({
      q: undefined, country: undefined, level: undefined, fee: undefined, ids: undefined, sort: 'relevance', page: 1,
    });
    expect(readUrlState(spec, query('country=12abc&page=99999999999999999999&ids=1,2,3,4,5')).ids).toEqual([1, 2, 3]);
    expect(readUrlState(spec, query('country=12abc&page=99999999999999999999')).page).toBe(1);
  });

  it('writes changes in place, keeps other parameters, and starts again at page 1', () => {
    const next = writeUrlState(spec, query('tab=courses&q=mba&page=3'), { country: 5 });
    expect(next.toString()).toBe('tab=courses&q=mba&country=5');
    expect(writeUrlState(spec, query('q=mba&page=3'), { page: 4 }).toString()).toBe('q=mba&page=4');
    expect(writeUrlState(spec, query('q=mba&page=3'), { ids: [1, 2] }, { keepPage: true }).toString()).toBe('q=mba&page=3&ids=1%2C2');
  });

  it('drops a value at its default, and a cleared one', () => {
    expect(writeUrlState(spec, query('sort=name&page=2'), { page: 1 }).toString()).toBe('sort=name');
    expect(writeUrlState(spec, query('sort=name&q=mba'), { sort: 'relevance' }).toString()).toBe('q=mba');
    expect(writeUrlState(spec, query('q=mba&country=5&ids=1'), { q: '', country: null, ids: [] }).toString()).toBe('');
    expect(writeUrlState(spec, query(''), { fee: 0 }).toString()).toBe('fee=0');
  });

  it('clears only its own parameters', () => {
    expect(clearUrlState(spec, query('tab=courses&q=mba&country=5&page=2&compare=1,2')).toString()).toBe('tab=courses&compare=1%2C2');
    expect(toSearch(query(''))).toBe('');
    expect(toSearch(query('a=1'))).toBe('?a=1');
  });
});
