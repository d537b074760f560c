import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { searchPage } from '@/content/search';
import { loadPagefind, type PagefindResult } from '@/lib/search/pagefind';
import { SearchPanel } from './search-panel';

jest.mock('@/lib/search/pagefind', () => ({ loadPagefind: jest.fn() }));
const mockedLoad = jest.mocked(loadPagefind);

const result = (url: string, title: string, excerpt: string): PagefindResult => ({
  id: url,
  data: async () => ({ url, excerpt, meta: { title } }),
});

function fakeIndex(results: Record<string, PagefindResult[]>) {
  const search = jest.fn(async (term: string) => ({ results: results[term] ?? [] }));
  mockedLoad.mockResolvedValue({ options: jest.fn(), init: jest.fn(), preload: jest.fn(), search });
  return search;
}

// No delay between keystrokes: the tests run beside other suites on a busy machine.
const user = userEvent.setup({ delay: null });

const renderPanel = () => render(<SearchPanel copy={searchPage.copy} sections={searchPage.sections} />);

beforeEach(() => {
  mockedLoad.mockReset();
  window.history.replaceState(null, '', '/search');
});

it('searches on Enter: announces the count, lists linked titles with the matched words marked, updates the address', async () => {
  const search = fakeIndex({
    Karpenter: [result('/day2apps', 'Day 2 Ops', 'Scales with <mark>Karpenter</mark> &amp; more')],
  });
  renderPanel();
  expect(screen.getByRole('heading', { name: searchPage.copy.empty.title })).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: searchPage.copy.fieldLabel }), 'Karpenter{Enter}');

  expect(await screen.findByRole('status')).toHaveTextContent('1 result for “Karpenter”');
  expect(search).toHaveBeenCalledWith('Karpenter');
  const item = screen.getByRole('listitem');
  expect(within(item).getByRole('link', { name: 'Day 2 Ops' })).toHaveAttribute('href', '/day2apps');
  expect(item.querySelector('mark')).toHaveTextContent('Karpenter');
  expect(item).toHaveTextContent('Scales with Karpenter & more');
  expect(window.location.search).toBe('?q=Karpenter');
  expect(screen.getByRole('search')).toBeInTheDocument();
});

it('keeps and searches what a visitor typed before the page started', async () => {
  fakeIndex({ Halifax: [result('/events', 'Events', 'Expo in <mark>Halifax</mark>')] });
  const panel = <SearchPanel copy={searchPage.copy} sections={searchPage.sections} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(panel);
  container.querySelector('input')!.value = 'Halifax';

  render(panel, { container, hydrate: true });

  const field = screen.getByRole('searchbox', { name: searchPage.copy.fieldLabel });
  expect(field).toHaveValue('Halifax');
  await user.type(field, '{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('1 result for “Halifax”');
  expect(field).toHaveValue('Halifax');
});

it('runs the query in the address on load', async () => {
  window.history.replaceState(null, '', '/search?q=FIPS');
  fakeIndex({ FIPS: [result('/security', 'Security', '<mark>FIPS</mark> 140-3'), result('/fkp', 'FKP', '<mark>FIPS</mark>')] });
  renderPanel();
  expect(await screen.findByText('2 results for “FIPS”')).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveValue('FIPS');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it('shows the no-result state with ways to continue', async () => {
  fakeIndex({});
  renderPanel();
  await user.type(screen.getByRole('searchbox'), 'xyzzyplugh{Enter}');
  expect(await screen.findByText('No results for “xyzzyplugh”')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: searchPage.copy.noResults.title })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: searchPage.copy.sectionsLabel })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Products overview' })).toHaveAttribute('href', '/products');
});

it('asks for a word when the field is empty, without loading the index', async () => {
  fakeIndex({});
  renderPanel();
  await user.click(screen.getByRole('button', { name: searchPage.copy.submit }));
  expect(screen.getByRole('status')).toHaveTextContent(searchPage.copy.emptyQuery);
  expect(mockedLoad).not.toHaveBeenCalled();
});

it('says so when the index cannot be loaded', async () => {
  mockedLoad.mockRejectedValue(new Error('404'));
  renderPanel();
  await user.type(screen.getByRole('searchbox'), 'edge{Enter}');
  expect(await screen.findByText(searchPage.copy.unavailable)).toBeInTheDocument();
});

it('shows ten results at first, then the next ones with focus on the first added result', async () => {
  const many = Array.from({ length: 12 }, (_, i) => result(`/p${i}`, `Page ${i}`, `<mark>edge</mark> ${i}`));
  fakeIndex({ edge: many });
  renderPanel();
  await user.type(screen.getByRole('searchbox'), 'edge{Enter}');
  expect(await screen.findByText('12 results for “edge”')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: searchPage.copy.showMore }));
  expect(await screen.findByRole('link', { name: 'Page 11' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page 10' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: searchPage.copy.showMore })).not.toBeInTheDocument();
});
