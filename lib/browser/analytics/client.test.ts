import type * as Client from './client';

const tracker = { start: jest.fn(), pageShown: jest.fn(), sendContactSent: jest.fn() };
jest.mock('./tracker', () => tracker);
const idle: (() => void)[] = [];
const cancel = jest.fn();
jest.mock('@/lib/browser/when-idle', () => ({ whenIdle: (callback: () => void) => (idle.push(callback), cancel) }));

const config = { domain: 'www.example.com', endpoint: 'https://plausible.io/api/event' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh page: the module's state, the browser's privacy signals and the build's variable. */
function load({ domain = 'www.example.com', gpc = false, dnt = null as string | null } = {}): typeof Client {
  process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN = domain;
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt, configurable: true });
  let client!: typeof Client;
  jest.isolateModules(() => {
    client = jest.requireActual('./client');
  });
  return client;
}

beforeEach(() => {
  idle.length = 0;
  jest.clearAllMocks();
});
afterAll(() => delete process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN);

describe('analyticsPageShown', () => {
  it('loads the tracker once the browser is idle, starts it once, and reports each later page to it', async () => {
    const client = load();
    expect(typeof client.analyticsPageShown(config, '/')).toBe('function');
    expect(tracker.start).not.toHaveBeenCalled();
    idle.shift()!();
    await flush();
    expect(tracker.start).toHaveBeenCalledWith(config);
    client.analyticsPageShown(config, '/fkp');
    await flush();
    expect(idle).toEqual([]);
    expect(tracker.start).toHaveBeenCalledTimes(1);
    expect(tracker.pageShown).toHaveBeenCalledTimes(1);
  });

  it('hands back the cancel of a pending load, for a page left before the browser was idle', () => {
    expect(load().analyticsPageShown(config, '/')).toBe(cancel);
  });

  it.each([
    ['Global Privacy Control', { gpc: true }],
    ['Do Not Track', { dnt: '1' }],
    ['a build without analytics', { domain: '' }],
  ])('loads nothing with %s', async (_, options) => {
    const client = load(options);
    expect(client.analyticsPageShown(config, '/')).toBeUndefined();
    expect(idle).toEqual([]);
    client.trackContactSent();
    await flush();
    expect(tracker.sendContactSent).not.toHaveBeenCalled();
  });

  it('loads nothing on the drafts preview, and waits for a page that may be counted', () => {
    const client = load();
    expect(client.analyticsPageShown(config, '/blog/drafts')).toBeUndefined();
    expect(idle).toEqual([]);
    client.analyticsPageShown(config, '/blog');
    expect(idle).toHaveLength(1);
  });

  it('loads nothing without a configuration', () => {
    expect(load().analyticsPageShown(null, '/')).toBeUndefined();
    expect(idle).toEqual([]);
  });
});

describe('trackContactSent', () => {
  async function started(client: typeof Client, path: string) {
    client.analyticsPageShown(config, path);
    idle.shift()?.();
    await flush();
  }

  it('says which page led to the form', async () => {
    const client = load();
    await started(client, '/fkp');
    client.analyticsPageShown(config, '/contact');
    client.trackContactSent();
    await flush();
    expect(tracker.sendContactSent).toHaveBeenCalledWith('/fkp');
  });

  it('says "(direct)" for a visitor who opened the form first, and never names the drafts preview', async () => {
    const client = load();
    await started(client, '/contact');
    client.trackContactSent();
    client.analyticsPageShown(config, '/blog/drafts');
    client.analyticsPageShown(config, '/contact');
    client.trackContactSent();
    await flush();
    expect(tracker.sendContactSent.mock.calls).toEqual([['(direct)'], ['(direct)']]);
  });
});
