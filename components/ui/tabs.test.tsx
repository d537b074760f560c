import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'alpha', label: 'Alpha', panel: <p>Alpha panel</p> },
  { id: 'beta', label: 'Beta', panel: <p>Beta panel</p> },
  {
    id: 'gamma',
    label: 'Gamma',
    panel: (
      <p>
        Gamma panel <a href="#gamma-details">with a link</a>
      </p>
    ),
  },
];

function setup(defaultIndex?: number) {
  const user = userEvent.setup();
  render(<Tabs label="Greek letters" items={items} defaultIndex={defaultIndex} />);
  return { user, tab: (name: string) => screen.getByRole('tab', { name }) };
}

function expectSelected(name: string) {
  for (const item of items) {
    const tab = screen.getByRole('tab', { name: item.label as string });
    const isSelected = item.label === name;
    expect(tab).toHaveAttribute('aria-selected', String(isSelected));
    expect(tab).toHaveAttribute('tabindex', isSelected ? '0' : '-1');
  }
  // Hidden panels leave the accessibility tree, so exactly one tabpanel is found.
  expect(screen.getByRole('tabpanel')).toHaveTextContent(`${name} panel`);
}

describe('Tabs', () => {
  it('links a named tablist, its tabs and their panels', () => {
    setup();
    expect(screen.getByRole('tablist', { name: 'Greek letters' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    const tab = screen.getByRole('tab', { name: 'Alpha' });
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    // Every panel is rendered, so server HTML and first client render agree.
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
  });

  it('selects the first tab by default', () => {
    setup();
    expectSelected('Alpha');
  });

  it('honours defaultIndex', () => {
    setup(2);
    expectSelected('Gamma');
  });

  it('selects a tab on click', async () => {
    const { user, tab } = setup();
    await user.click(tab('Beta'));
    expectSelected('Beta');
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', async () => {
    const { user, tab } = setup();
    await user.click(tab('Alpha'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Beta')).toHaveFocus();
    expectSelected('Beta');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Alpha')).toHaveFocus();
    expectSelected('Alpha');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Gamma')).toHaveFocus();
    expectSelected('Gamma');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const { user, tab } = setup();
    await user.click(tab('Beta'));
    await user.keyboard('{End}');
    expect(tab('Gamma')).toHaveFocus();
    expectSelected('Gamma');
    await user.keyboard('{Home}');
    expect(tab('Alpha')).toHaveFocus();
    expectSelected('Alpha');
  });

  it('keeps one tab stop: Tab leaves the tablist for the panel', async () => {
    const { user, tab } = setup();
    await user.click(tab('Beta'));
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveFocus();
  });

  it('ignores other keys', async () => {
    const { user, tab } = setup();
    await user.click(tab('Alpha'));
    await user.keyboard('{ArrowDown}x');
    expectSelected('Alpha');
  });
});
