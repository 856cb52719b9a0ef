import { describe, expect, it } from 'vitest';
import { listQuery, nextSort, readListState, writeListState } from './list-state';

const opts = { filterKeys: ['activo', 'verificado'], defaultFilters: { activo: 'true' } };

describe('list state in the URL', () => {
  it('a bare URL gives page 1, the default size, no search and the default filters', () => {
    expect(readListState(new URLSearchParams(''), opts)).toEqual({
      page: 1,
      size: 50,
      sort: null,
      q: '',
      filters: { activo: 'true' },
    });
  });

  it('a shared link restores page, sort, search and filters', () => {
    const s = readListState(new URLSearchParams('page=3&size=100&sort=-fecha&q=ana&verificado=false'), opts);
    expect(s).toEqual({
      page: 3,
      size: 100,
      sort: '-fecha',
      q: 'ana',
      filters: { activo: 'true', verificado: 'false' },
    });
  });

  it('junk in the URL falls back to defaults', () => {
    const s = readListState(new URLSearchParams('page=-2&size=abc'), opts);
    expect(s.page).toBe(1);
    expect(s.size).toBe(50);
  });

  it('a filter value or a sort the list does not offer is read as none (an old or hand-edited link)', () => {
    const offered = {
      ...opts,
      filterValues: { activo: ['true', 'false'], verificado: ['true', 'false'] },
      sorts: ['nombre', 'fecha'],
    };
    const s = readListState(new URLSearchParams('activo=quizas&verificado=false&sort=-zzz'), offered);
    expect(s.filters).toEqual({ activo: 'true', verificado: 'false' });
    expect(s.sort).toBeNull();
    expect(readListState(new URLSearchParams('sort=-fecha&activo=*'), offered)).toMatchObject({
      sort: '-fecha',
      filters: {},
    });
  });

  it('writing leaves defaults out, keeps unrelated params and round-trips', () => {
    const state = {
      page: 2,
      size: 50,
      sort: 'nombre',
      q: ' luis ',
      filters: { activo: 'true', verificado: 'true' },
    };
    const params = writeListState(new URLSearchParams('tab=datos'), state, opts);
    expect(params.toString()).toBe('tab=datos&page=2&sort=nombre&q=luis&verificado=true');
    expect(readListState(params, opts)).toEqual({ ...state, q: 'luis' });
  });

  it('clearing a filter that has a default is kept as "all" in the URL', () => {
    const params = writeListState(
      new URLSearchParams(),
      { page: 1, size: 50, sort: null, q: '', filters: {} },
      opts,
    );
    expect(params.get('activo')).toBe('*');
    expect(readListState(params, opts).filters).toEqual({});
  });

  it('a prefix keeps two lists of one page apart', () => {
    const params = writeListState(
      new URLSearchParams('page=4'),
      { page: 2, size: 25, sort: null, q: 'x', filters: {} },
      { prefix: 'ca.' },
    );
    expect(params.toString()).toBe('page=4&ca.page=2&ca.size=25&ca.q=x');
    expect(readListState(params, { prefix: 'ca.' }).page).toBe(2);
  });
});

describe('sorting by a column header', () => {
  it('cycles ascending → descending → default', () => {
    expect(nextSort(null, 'nombre')).toBe('nombre');
    expect(nextSort('nombre', 'nombre')).toBe('-nombre');
    expect(nextSort('-nombre', 'nombre')).toBeNull();
    expect(nextSort('-fecha', 'nombre')).toBe('nombre');
  });
});

describe('the API query of a list', () => {
  it('turns the page into limit/offset and adds sort, search and filters', () => {
    expect(listQuery({ page: 3, size: 25, sort: '-id', q: ' pe ', filters: { activo: 'false' } })).toEqual({
      limit: 25,
      offset: 50,
      sort: '-id',
      q: 'pe',
      activo: 'false',
    });
  });
});
