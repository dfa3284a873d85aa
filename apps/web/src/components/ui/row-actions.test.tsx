import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil, Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from './row-actions';

function renderActions() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <RowActions
      actions={[
        { label: 'Edit Blue Dream', tooltip: 'Edit', icon: Pencil, onSelect: onEdit },
        {
          label: 'Delete Blue Dream',
          tooltip: 'Delete',
          icon: Trash2,
          onSelect: onDelete,
          tone: 'danger',
        },
      ]}
    />,
  );
  return { onEdit, onDelete };
}

describe('RowActions', () => {
  it('names each icon button with its row and runs its action', async () => {
    const user = userEvent.setup();
    const { onEdit, onDelete } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Delete Blue Dream' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onEdit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit Blue Dream' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('shows the short name in a tooltip on keyboard focus and on hover', async () => {
    const user = userEvent.setup();
    renderActions();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Blue Dream' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');

    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'Delete Blue Dream' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
  });
});
