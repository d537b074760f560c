import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

// jsdom models <dialog> without the browser's Escape handling: a browser fires a cancelable 'cancel' event at
// the open modal dialog when Escape is pressed. Do the same, so the tests press a real key.
function emulateEscapeToCancel() {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const dialog = document.querySelector('dialog[open]');
    if (dialog) dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

let stopEmulation: () => void;
beforeEach(() => {
  stopEmulation = emulateEscapeToCancel();
});
afterEach(() => stopEmulation());

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        title="Platform diagram"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Inside the dialog</p>
        <button type="button">Inner action</button>
      </Dialog>
    </>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Platform diagram' }) };
}

describe('Dialog', () => {
  it('renders nothing visible while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Inside the dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title, with focus on the close button', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Platform diagram' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByText('Inside the dialog')).toBeVisible();
  });

  it('keeps the title as the accessible name when the heading is visually hidden', () => {
    render(
      <Dialog open title="Enlarged architecture diagram" hideTitle onClose={() => {}}>
        <p>Picture</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Enlarged architecture diagram' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enlarged architecture diagram' })).toHaveClass('visually-hidden');
  });

  it('closes on the × button and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user, opener, dialog } = await openDialog(onClose);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user, opener, dialog } = await openDialog(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('lets React state, not the browser, close it on Escape (the cancel event is prevented)', async () => {
    const { dialog } = await openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('closes on a click on the backdrop (the dialog element outside its panel)', async () => {
    const onClose = jest.fn();
    const { user, opener, dialog } = await openDialog(onClose);
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('stays open on clicks inside its content', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog(onClose);
    await user.click(screen.getByText('Inside the dialog'));
    await user.click(screen.getByRole('button', { name: 'Inner action' }));
    await user.click(screen.getByRole('heading', { name: 'Platform diagram' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('stays open when a text selection starts inside and ends on the backdrop', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog(onClose);
    // A drag from the content to the backdrop ends in a click whose target is the dialog element itself.
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Inside the dialog') },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('locks page scroll while open and unlocks it on close', async () => {
    const { user } = await openDialog();
    expect(document.documentElement).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('unlocks scroll and restores focus when unmounted while open', async () => {
    const user = userEvent.setup();
    function Page() {
      const [shown, setShown] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {shown ? (
            <Dialog open={open} title="Details" onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setShown(false)}>
                Navigate away
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Navigate away' }));
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
