import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Accordion } from './accordion';

const items = [
  { id: 'one', title: 'First question', content: <p>First answer</p> },
  { id: 'two', title: 'Second question', content: <p>Second answer</p> },
  { id: 'three', title: 'Third question', content: <p>Third answer</p> },
];

// Opening, closing and "one at a time" are the browser's (<details name>): e2e/fedstryke.spec.ts drives them in
// Chromium. These tests hold the markup that makes the browser do it.
describe('Accordion', () => {
  it('is plain HTML: no button, one closed <details> per item, all sharing the name', () => {
    const html = renderToStaticMarkup(<Accordion items={items} name="faq" />);
    expect(html).not.toContain('<button');
    expect(html.match(/<details name="faq"/g)).toHaveLength(3);
    expect(html).not.toMatch(/<details[^>]*\bopen\b/);
  });

  it('puts each question in a heading inside its summary, named by the question alone', () => {
    const { container } = render(<Accordion items={items} name="faq" headingLevel="h4" />);
    const headings = screen.getAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent)).toEqual(items.map((item) => item.title));
    for (const heading of headings) expect(heading.parentElement?.tagName).toBe('SUMMARY');
    expect(container.querySelectorAll('details > summary')).toHaveLength(3);
  });

  it('has a + and a − mark in each summary, hidden from assistive technology', () => {
    const { container } = render(<Accordion items={items} name="faq" />);
    for (const summary of container.querySelectorAll('summary')) {
      const marks = summary.querySelector('[aria-hidden="true"]');
      expect(marks).toHaveTextContent('+−');
    }
  });

  it('keeps each answer inside its own <details>, after the summary', () => {
    const { container } = render(<Accordion items={items} name="faq" />);
    const details = container.querySelectorAll('details');
    items.forEach((item, index) =>
      expect(details[index]).toHaveTextContent(`${item.title}+−${(item.content.props as { children: string }).children}`),
    );
  });
});
