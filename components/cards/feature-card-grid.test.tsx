import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FeatureCardGrid, type FeatureCardGridItem } from './feature-card-grid';

const items: FeatureCardGridItem[] = [
  { id: 'a', title: 'Alpha', face: <p>Alpha summary</p>, details: <p>Alpha details</p> },
  { id: 'b', title: 'Bravo', face: <p>Bravo summary</p>, details: <p>Bravo details</p> },
];

function openDialog() {
  return document.querySelector('dialog') as HTMLDialogElement;
}

describe('FeatureCardGrid', () => {
  it("exports plain HTML a visitor without JavaScript can use: no button, each card's details in a <details>", () => {
    const html = renderToString(<FeatureCardGrid items={items} />);
    expect(html).not.toContain('<button');
    const container = document.createElement('div');
    container.innerHTML = html;
    const details = container.querySelectorAll('li > details');
    expect(details).toHaveLength(2);
    expect(details[1]!.querySelector('summary')).toHaveTextContent('View details');
    expect(details[1]).toHaveTextContent('Bravo details');
  });

  it('renders each card as a button named by its title, inside a heading', () => {
    render(<FeatureCardGrid items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Alpha', 'Bravo']);
    expect(screen.getByRole('button', { name: 'Alpha' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByText('Bravo summary')).toBeInTheDocument();
    expect(screen.queryByText('Alpha details')).not.toBeInTheDocument();
  });

  it("opens the clicked card's details and closes with the × button, returning focus to the card", async () => {
    const user = userEvent.setup();
    render(<FeatureCardGrid items={items} />);
    const card = screen.getByRole('button', { name: 'Bravo' });
    await user.click(card);
    expect(openDialog()).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Bravo' })).toBeInTheDocument();
    expect(screen.getByText('Bravo details')).toBeInTheDocument();
    expect(screen.queryByText('Alpha details')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(openDialog()).not.toHaveAttribute('open');
    expect(screen.queryByText('Bravo details')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('opens by keyboard and closes on Escape (the dialog cancel event)', async () => {
    const user = userEvent.setup();
    render(<FeatureCardGrid items={items} />);
    screen.getByRole('button', { name: 'Alpha' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Alpha details')).toBeInTheDocument();
    fireEvent(openDialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByText('Alpha details')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alpha' })).toHaveFocus();
  });

  it('stays open on a click inside the content and closes on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<FeatureCardGrid items={items} />);
    await user.click(screen.getByRole('button', { name: 'Alpha' }));
    await user.click(screen.getByText('Alpha details'));
    expect(screen.getByText('Alpha details')).toBeInTheDocument();
    await user.click(openDialog());
    expect(screen.queryByText('Alpha details')).not.toBeInTheDocument();
  });
});
