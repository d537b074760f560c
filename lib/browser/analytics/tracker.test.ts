import { init, track } from '@plausible-analytics/tracker';
import { scrubPayload } from './scrub';
import { pageShown, sendContactSent, start } from './tracker';

jest.mock('@plausible-analytics/tracker', () => ({ init: jest.fn(), track: jest.fn() }));

const config = { domain: 'www.example.com', endpoint: 'https://plausible.example.com/api/event' };

describe('the tracker, once loaded', () => {
  beforeAll(() => start(config));
  beforeEach(() => jest.mocked(track).mockClear());

  it('starts Plausible with the configuration, its own outbound-link and download events, and the scrubber', () => {
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({
      domain: 'www.example.com',
      endpoint: 'https://plausible.example.com/api/event',
      outboundLinks: true,
      fileDownloads: true,
      logging: false,
      transformRequest: scrubPayload,
    });
  });

  it('sends a CTA click for a click, or a middle click, on a link to /contact, and nothing for other links', () => {
    document.body.innerHTML = '<a href="/contact"><span>Get a Demo</span></a><a href="/fkp">FKP</a>';
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.querySelector('a')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    document.querySelector('a')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    document.querySelector('a[href="/fkp"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(jest.mocked(track).mock.calls).toEqual([
      ['CTA click', { props: { label: 'Get a Demo', from: '/' } }],
      ['CTA click', { props: { label: 'Get a Demo', from: '/' } }],
    ]);
  });

  it('sends 404 with the address asked for, once per showing of the not-found page', () => {
    window.history.pushState({}, '', '/old/page?q=typed');
    document.body.innerHTML = '<div data-analytics="404"></div>';
    pageShown();
    pageShown();
    expect(jest.mocked(track).mock.calls).toEqual([['404', { props: { path: '/old/page' } }]]);
    document.body.innerHTML = '<main></main>';
    pageShown();
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('sends Contact sent with the page that led to the form and nothing else', () => {
    sendContactSent('/fkp');
    expect(jest.mocked(track).mock.calls).toEqual([['Contact sent', { props: { from: '/fkp' } }]]);
  });

  it('sends no 404 while the not-found page hands a new post over to the blog', () => {
    document.body.innerHTML = '<div data-blog-path=""><div data-analytics="404"></div></div>';
    pageShown();
    expect(track).not.toHaveBeenCalled();
  });
});
