import { slugify } from './paths';

describe('slugify: whitespace and comma runs to -, &#8217; to an apostrophe, other symbols dropped, lowercase', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['What&#8217;s new in FKP', "what's-new-in-fkp"],
    ['Ceph &amp; GitOps', 'ceph-amp-gitops'],
    ['Edge, cloud,  and   core', 'edge-cloud-and-core'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['Runs ,, of , commas', 'runs-of-commas'],
    ['Café Über Straße', 'caf-ber-strae'],
    ['日本語のタイトル', ''],
    ['!!! ???', '-'],
    ['?!', ''],
    ['FIPS 140-2 (and 140-3): what changes?', 'fips-140-2-and-140-3-what-changes'],
    ['snake_case stays', 'snake_case-stays'],
    [' Leading and trailing ', '-leading-and-trailing-'],
    ["It's a plain apostrophe", "it's-a-plain-apostrophe"],
    ['Quotes &#8216;left&#8217; and &#8220;double&#8221;', "quotes-8216left'-and-8220double8221"],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('applies the steps in order: the entity is decoded after whitespace runs are replaced', () => {
    // '&#8217;' contains no whitespace, so order 1→2 matters only for the '#' and ';' that step 3 would strip.
    expect(slugify('Don&#8217;t stop')).toBe("don't-stop");
  });
});
