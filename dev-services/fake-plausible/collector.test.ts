import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkEvent } from './collector';
import { start, type FakePlausible } from './start';

const options = { domain: 'site.test', siteOrigins: ['http://site.test:7187'] };
const pageview = { n: 'pageview', u: 'http://site.test:7187/fkp', d: 'site.test', r: null, v: 36 };

test('takes an event in the short or the long form of the Events API', () => {
  assert.deepEqual(checkEvent(JSON.stringify({ ...pageview, p: { path: '/x' } }), options, { userAgent: 'ua', cookie: false }), {
    name: 'pageview',
    url: pageview.u,
    domain: 'site.test',
    referrer: null,
    props: { path: '/x' },
    userAgent: 'ua',
    cookie: false,
    body: { ...pageview, p: { path: '/x' } },
  });
  const long = checkEvent(
    JSON.stringify({ name: 'CTA click', url: pageview.u, domain: 'site.test', props: { label: 'Get a Demo' } }),
    options,
  );
  assert.equal('reason' in long ? long.reason : long.name, 'CTA click');
  const engagement = checkEvent(JSON.stringify({ ...pageview, n: 'engagement', sd: 40, e: 1200 }), options);
  assert.ok(!('reason' in engagement));
});

test('refuses what Plausible would not count for this site, saying why', () => {
  const reason = (body: unknown) => {
    const result = checkEvent(typeof body === 'string' ? body : JSON.stringify(body), options);
    return 'reason' in result ? result.reason : 'accepted';
  };
  assert.match(reason('not json'), /not JSON/);
  assert.match(reason({ ...pageview, n: '' }), /n \(name\)/);
  assert.match(reason({ n: 'pageview', d: 'site.test' }), /u \(url\) is required/);
  assert.match(reason({ ...pageview, u: '/fkp' }), /not an absolute URL/);
  assert.match(reason({ ...pageview, u: 'http://127.0.0.1:7187/fkp' }), /not on the site's origin/);
  assert.match(reason({ ...pageview, d: undefined }), /d \(domain\) is required/);
  assert.match(reason({ ...pageview, d: 'other.test' }), /not site\.test/);
  assert.match(reason({ ...pageview, p: { nested: { a: 1 } } }), /p\.nested must be/);
  assert.match(reason({ ...pageview, p: 'x' }), /p \(props\) must be an object/);
  assert.match(reason({ ...pageview, n: 'engagement' }), /engagement event needs/);
});

let collector: FakePlausible;
before(async () => {
  collector = await start(options);
});
after(() => collector.stop());

test('over HTTP: 202 for an event it counts, 400 with the reason otherwise, each kept for the test whose browser sent it', async () => {
  const post = (body: unknown, userAgent: string) =>
    fetch(`${collector.origin}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': userAgent },
      body: JSON.stringify(body),
    });
  const counted = await post(pageview, 'Chrome visitor-1');
  assert.equal(counted.status, 202);
  assert.equal(counted.headers.get('access-control-allow-origin'), '*');
  assert.equal((await post({ ...pageview, d: 'other.test' }, 'Chrome visitor-1')).status, 400);
  assert.equal((await post(pageview, 'Chrome visitor-2')).status, 202);

  const mine = await collector.events('visitor-1');
  assert.deepEqual(
    mine.events.map((event) => [event.name, event.url]),
    [['pageview', pageview.u]],
  );
  assert.match(mine.rejected[0]!.reason, /d \(domain\) is other\.test/);
  assert.equal((await collector.events()).events.length, 2);

  await collector.reset();
  assert.deepEqual(await collector.events(), { events: [], rejected: [] });
  assert.equal((await fetch(`${collector.origin}/api/event`)).status, 405);
});
