import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Confirm" description="Are you sure?">
        <Button onClick={() => setOpen(false)}>Cancel</Button>
        <Button>Go</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that takes focus, traps Tab and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the first action instead of a form in its body when asked', () => {
    const body = (
      <label>
        Note
        <input />
      </label>
    );
    const { rerender } = render(
      <Dialog open onClose={() => {}} title="Details" body={body}>
        <Button>Close</Button>
      </Dialog>,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    rerender(
      <Dialog open={false} onClose={() => {}} title="Details" body={body}>
        <Button>Close</Button>
      </Dialog>,
    );
    rerender(
      <Dialog open onClose={() => {}} title="Details" body={body} initialFocus="actions">
        <Button>Close</Button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
