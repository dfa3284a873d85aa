import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Harness({ initial = false }: { initial?: boolean }) {
  const [on, setOn] = useState(initial);
  return <Switch label="In stock only" checked={on} onCheckedChange={setOn} />;
}

describe('Switch', () => {
  it('is a switch named by its label that reports its state', () => {
    render(<Harness initial />);
    expect(screen.getByRole('switch', { name: 'In stock only' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('flips when clicked, when its label is clicked and with Space or Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'In stock only' });
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('In stock only'));
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('does not flip while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Active" checked={false} onCheckedChange={onCheckedChange} disabled />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Active' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
  });
});
