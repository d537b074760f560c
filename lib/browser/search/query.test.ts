import { MAX_QUERY_LENGTH, queryFromSearch, resultCountMessage, searchHref } from './query';

describe('queryFromSearch', () => {
  it('reads q from the address, trimmed', () => {
    expect(queryFromSearch('?q=%20FIPS%20140-3%20')).toBe('FIPS 140-3');
    expect(queryFromSearch('?q=air-gapped+edge')).toBe('air-gapped edge');
  });

  it('is blank without a query', () => {
    expect(queryFromSearch('')).toBe('');
    expect(queryFromSearch('?utm_source=x')).toBe('');
  });

  it('caps an overlong query', () => {
    expect(queryFromSearch(`?q=${'a'.repeat(500)}`)).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('searchHref', () => {
  it('is a shareable address that reads back as the same query', () => {
    const href = searchHref('/search', ' STIG & FIPS? ');
    expect(href).toBe('/search?q=STIG+%26+FIPS%3F');
    expect(queryFromSearch(href.slice('/search'.length))).toBe('STIG & FIPS?');
  });

  it('is the bare page for an empty query', () => {
    expect(searchHref('/search', '   ')).toBe('/search');
  });
});

describe('resultCountMessage', () => {
  it('announces the count and the query', () => {
    expect(resultCountMessage(7, 'FIPS')).toBe('7 results for “FIPS”');
    expect(resultCountMessage(1, 'Karpenter')).toBe('1 result for “Karpenter”');
    expect(resultCountMessage(0, 'xyzzy')).toBe('No results for “xyzzy”');
    expect(resultCountMessage(1200, 'edge')).toBe('1,200 results for “edge”');
  });
});
