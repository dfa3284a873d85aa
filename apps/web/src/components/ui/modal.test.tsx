import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Filter Products" {...props}>
        <p>Dialog body</p>
      </Modal>
    </>
  );
}

function overlay(): Element {
  const element = document.querySelector('[data-state="open"][class*="backdrop"]');
  if (!element) throw new Error('no overlay');
  return element;
}

describe('Modal', () => {
  it('has its title as its name and a Close modal button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Filter Products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close modal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and on an overlay click by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can stay open on Escape and overlay clicks', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnEscape={false} closeOnOverlayClick={false} />);
    await user.keyboard('{Escape}');
    await user.click(overlay());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('works without a visible title and in every size', () => {
    for (const size of ['sm', 'md', 'lg', 'xl', 'full'] as const) {
      const { unmount } = render(<Harness title={undefined} label="Product image" size={size} />);
      expect(screen.getByRole('dialog', { name: 'Product image' })).toBeInTheDocument();
      expect(screen.getByText('Dialog body')).toBeInTheDocument();
      unmount();
    }
  });

  it('gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Escape}');
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close modal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
