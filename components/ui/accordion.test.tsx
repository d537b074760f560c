import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, nextOpenItem } from './accordion';

describe('nextOpenItem', () => {
  it('opens the clicked item when none is open', () => {
    expect(nextOpenItem(null, 'a')).toBe('a');
  });

  it('opening an item closes the one that was open', () => {
    expect(nextOpenItem('a', 'b')).toBe('b');
  });

  it('clicking the open item closes it, leaving none open', () => {
    expect(nextOpenItem('a', 'a')).toBeNull();
  });
});

const items = [
  { id: 'one', title: 'First question', content: <p>First answer</p> },
  { id: 'two', title: 'Second question', content: <p>Second answer</p> },
  { id: 'three', title: 'Third question', content: <p>Third answer</p> },
];

function buttons() {
  return items.map((item) => screen.getByRole('button', { name: item.title }));
}

describe('Accordion', () => {
  it('starts with every item closed, each toggle a button in a heading showing +', () => {
    render(<Accordion items={items} />);
    for (const button of buttons()) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveTextContent('+');
    }
    expect(screen.queryByText('First answer')).not.toBeVisible();
  });

  it('links each button to its panel, a region named by the button', async () => {
    render(<Accordion items={items} />);
    const [first] = buttons();
    await userEvent.click(first!);
    const panel = screen.getByRole('region', { name: 'First question' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('First answer');
  });

  it('keeps at most one item open and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second] = buttons();

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent('−');
    expect(screen.getByText('First answer')).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveTextContent('+');
    expect(screen.queryByText('First answer')).not.toBeVisible();
    expect(screen.getByText('Second answer')).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Second answer')).not.toBeVisible();
  });

  it('hides the + / − indicator from assistive technology', () => {
    render(<Accordion items={items} />);
    const [first] = buttons();
    expect(first).toHaveAccessibleName('First question');
  });

  it('works from the keyboard: Enter and Space toggle the focused item', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first] = buttons();
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
