import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StatusBadge, STATUS_STYLES, type Status } from './status-badge';
import { TextInput } from './text-input';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

describe('TextInput', () => {
  it('labels the field and ties helper and error text to it', () => {
    render(
      <TextInput
        label="Search"
        helperText="Name, brand or SKU"
        error="Too short"
        leftIcon={<Search />}
        rightIcon={<span>⌘K</span>}
      />,
    );
    const input = screen.getByLabelText('Search');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name, brand or SKU Too short');
    expect(screen.getByText('⌘K')).toBeInTheDocument();
  });

  it('is valid without an error', () => {
    render(<TextInput label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });
});

describe('StatusBadge', () => {
  it('styles every status of the spec', () => {
    const statuses = Object.keys(STATUS_STYLES) as Status[];
    expect(statuses.sort()).toEqual(
      [
        'active',
        'inactive',
        'unpaid',
        'paid',
        'working_on',
        'ordered',
        'delivery',
        'ready',
        'done',
        'cancelled',
        'refunded',
        'in_stock',
        'low_stock',
        'out_of_stock',
        'online',
        'offline',
        'maintenance',
      ].sort(),
    );
    render(
      <>
        {statuses.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </>,
    );
    expect(screen.getByText('Working On')).toHaveAttribute('data-status', 'working_on');
    expect(screen.getByText('Out of Stock').className).toMatch(/bg-red-50/);
    expect(screen.getByText('Active').className).not.toBe(screen.getByText('Inactive').className);
  });
});

function Notifier() {
  const toast = useToast();
  const count = useRef(0);
  const notify = () => {
    count.current += 1;
    toast({ title: `Notice ${count.current}`, tone: 'success' });
  };
  return (
    <button type="button" onClick={notify}>
      Notify
    </button>
  );
}

describe('toasts', () => {
  it('shows at most three, and each for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    for (let index = 0; index < 4; index += 1)
      await user.click(screen.getByRole('button', { name: 'Notify' }));

    expect(screen.queryByText('Notice 1')).not.toBeInTheDocument();
    // The toast region is its own chunk, loaded with the first toast.
    expect(await screen.findAllByText(/^Notice [234]$/)).toHaveLength(MAX_TOASTS);

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 500);
    });
    expect(screen.queryByText(/^Notice/)).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
