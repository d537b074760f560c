import { excerptSegments } from './excerpt';

describe('excerptSegments', () => {
  it('splits an excerpt into plain and matched runs', () => {
    expect(excerptSegments('Scales nodes with <mark>Karpenter</mark> and <mark>Velero</mark> backups')).toEqual([
      { text: 'Scales nodes with ', marked: false },
      { text: 'Karpenter', marked: true },
      { text: ' and ', marked: false },
      { text: 'Velero', marked: true },
      { text: ' backups', marked: false },
    ]);
  });

  it('decodes the escaped page text, so markup in a page shows as text and never runs', () => {
    expect(excerptSegments('FIPS &amp; STIG &lt;script&gt;alert(1)&lt;/script&gt; &#8220;ok&#x201D;')).toEqual([
      { text: 'FIPS & STIG <script>alert(1)</script> “ok”', marked: false },
    ]);
  });

  it('drops stray tags and empty runs, and joins neighbouring runs of the same kind', () => {
    expect(excerptSegments('<mark></mark>air<b>-</b>gapped <mark>edge</mark><mark>node</mark>')).toEqual([
      { text: 'air-gapped ', marked: false },
      { text: 'edgenode', marked: true },
    ]);
  });

  it('leaves unknown entities as they are', () => {
    expect(excerptSegments('a &bogus; b &#0; c')).toEqual([{ text: 'a &bogus; b &#0; c', marked: false }]);
  });
});
