import { decode as decodeEntities } from 'he';
import { decodeEntitiesDom } from './client';

const samples: [string, string][] = [
  ['What&#8217;s new', 'What\u2019s new'],
  ['Ceph &amp; GitOps', 'Ceph & GitOps'],
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
  ['Caf&eacute; &hellip; &#x2014; &nbsp;end', 'Caf\u00e9 \u2026 \u2014 \u00a0end'],
  ['  spaced  out  ', '  spaced  out  '],
  ['raw <b>tag</b> stays text', 'raw <b>tag</b> stays text'],
  ['AT&T without semicolon', 'AT&T without semicolon'],
  ['&amp;amp; double', '&amp; double'],
  ['', ''],
];

describe.each([
  ['he (build)', decodeEntities],
  ['DOMParser (browser)', decodeEntitiesDom],
])('%s', (_name, decode) => {
  it.each(samples)('%j → %j', (input, output) => {
    expect(decode(input)).toBe(output);
  });
});

it('the DOM decoder never creates elements from the input', () => {
  const spy = jest.fn();
  (window as unknown as { __xss: unknown }).__xss = spy;
  expect(decodeEntitiesDom('</textarea><img src=x onerror="window.__xss()">')).toBe('</textarea><img src=x onerror="window.__xss()">');
  expect(spy).not.toHaveBeenCalled();
});
