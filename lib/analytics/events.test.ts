import { contactSent, ctaClick, EVENT_PROPS, EVENTS, notFound } from './events';

const here = { href: 'https://www.example.com/fkp?utm_source=x', origin: 'https://www.example.com', pathname: '/fkp' };

function link(href: string, html: string) {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.innerHTML = html;
  return a;
}

describe('the events', () => {
  it('carry the exact names the goals are created with in Plausible, each with its properties', () => {
    expect(Object.values(EVENTS)).toEqual(['pageview', '404', 'Outbound Link: Click', 'File Download', 'CTA click', 'Contact sent']);
    expect(EVENT_PROPS).toEqual({
      pageview: [],
      notFound: ['path'],
      outbound: ['url'],
      download: ['url'],
      cta: ['label', 'from'],
      contactSent: ['from'],
    });
  });
});

describe('ctaClick', () => {
  it('names a link to the contact page by its visible text, from the page it is on', () => {
    expect(ctaClick(link('/contact', 'See <strong>Kubernetes</strong>\n   in Action'), here)).toEqual({
      name: 'CTA click',
      props: { label: 'See Kubernetes in Action', from: '/fkp' },
    });
  });

  it('counts every spelling of the contact address on this site, and an icon link by its accessible name', () => {
    expect(ctaClick(link('https://www.example.com/contact', 'Get a Demo'), here)?.props.label).toBe('Get a Demo');
    expect(ctaClick(link('/contact#form', 'Contact us'), here)?.props.label).toBe('Contact us');
    const icon = link('/contact', '<svg aria-hidden="true"></svg>');
    icon.setAttribute('aria-label', 'Email our team');
    expect(ctaClick(icon, here)?.props.label).toBe('Email our team');
  });

  it('ignores every other link, and another site’s contact page', () => {
    expect(ctaClick(link('/fkp', 'FKP'), here)).toBeNull();
    expect(ctaClick(link('/contact-us', 'Contact'), here)).toBeNull();
    expect(ctaClick(link('https://partner.example.org/contact', 'Partner'), here)).toBeNull();
    expect(ctaClick(link('mailto:sales@example.com', 'Email'), here)).toBeNull();
  });
});

describe('notFound and contactSent', () => {
  it('carry only an address of this site, never what a visitor typed into a form', () => {
    expect(notFound('/old/page')).toEqual({ name: '404', props: { path: '/old/page' } });
    expect(contactSent('/fkp')).toEqual({ name: 'Contact sent', props: { from: '/fkp' } });
  });
});
