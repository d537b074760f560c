import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('drops characters XML 1.0 forbids and keeps tabs, newlines and paired surrogates', () => {
    expect(escapeXml('a\u0001b\uFFFEc\uD800d')).toBe('abcd');
    expect(escapeXml('tab\tline\n\u{1F600}')).toBe('tab\tline\n\u{1F600}');
  });
});
