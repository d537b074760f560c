import { act, renderHook, waitFor } from '@testing-library/react';
import { searchPage } from '@/content/search';
import { loadPagefind, type PagefindResult, type PagefindSearch } from '@/lib/search/pagefind';
import { statusMessage, useSearch } from './use-search';

jest.mock('@/lib/search/pagefind', () => ({ loadPagefind: jest.fn() }));
const mockedLoad = jest.mocked(loadPagefind);
const { copy } = searchPage;

const result = (url: string): PagefindResult => ({ id: url, data: async () => ({ url, excerpt: url, meta: { title: url } }) });

beforeEach(() => {
  mockedLoad.mockReset();
  window.history.replaceState(null, '', '/search');
});

describe('statusMessage', () => {
  it('says nothing before a search and names every later state', () => {
    expect(statusMessage({ status: 'idle' }, copy)).toBe('');
    expect(statusMessage({ status: 'empty-query' }, copy)).toBe(copy.emptyQuery);
    expect(statusMessage({ status: 'loading', query: 'edge' }, copy)).toBe(copy.searching);
    expect(statusMessage({ status: 'done', query: 'edge', total: 3, found: [] }, copy)).toBe('3 results for “edge”');
    expect(statusMessage({ status: 'error' }, copy)).toBe(copy.unavailable);
  });
});

describe('useSearch', () => {
  it('keeps the newest search when an older one answers last', async () => {
    const answers: Record<string, (value: PagefindSearch) => void> = {};
    const search = jest.fn((term: string) => new Promise<PagefindSearch>((resolve) => (answers[term] = resolve)));
    mockedLoad.mockResolvedValue({ options: jest.fn(), init: jest.fn(), preload: jest.fn(), search });
    const { result: hook } = renderHook(() => useSearch());

    act(() => hook.current.search('slow'));
    act(() => hook.current.search('fast'));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    await act(async () => answers.fast!({ results: [result('/fast')] }));
    await waitFor(() => expect(hook.current.state).toMatchObject({ status: 'done', query: 'fast', total: 1 }));
    await act(async () => answers.slow!({ results: [result('/a'), result('/b')] }));

    expect(hook.current.state).toMatchObject({ status: 'done', query: 'fast', total: 1 });
    expect(window.location.search).toBe('?q=fast');
  });

  it('pages the results ten at a time', async () => {
    const many = Array.from({ length: 23 }, (_, i) => result(`/p${i}`));
    mockedLoad.mockResolvedValue({ options: jest.fn(), init: jest.fn(), preload: jest.fn(), search: async () => ({ results: many }) });
    const { result: hook } = renderHook(() => useSearch());

    act(() => hook.current.search('p'));
    await waitFor(() => expect(hook.current.state).toMatchObject({ status: 'done', total: 23 }));
    const found = () => (hook.current.state.status === 'done' ? hook.current.state.found.map((item) => item.url) : []);
    expect(found()).toHaveLength(10);
    await act(() => hook.current.showMore());
    expect(found()).toHaveLength(20);
    await act(() => hook.current.showMore());
    expect(found()).toEqual(many.map((item) => item.id));
  });
});
