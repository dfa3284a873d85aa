import type { FulfilmentSlots } from '@canopy/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, json, type FakeRoute } from '../../../test/fake-fetch';
import { makeTestStore } from '../../../test/render-app';
import { slotUpdateReceived } from '../slot-updates';
import { SlotPicker } from './slot-picker';

const TZ = 'America/Los_Angeles';

function slotsOn(date: string, available: number[]): FulfilmentSlots {
  return {
    timezone: TZ,
    method: 'pickup',
    date,
    slots: available.map((left, index) => ({
      start: `${date}T${String(9 + index).padStart(2, '0')}:00:00-07:00`,
      end: `${date}T${String(9 + index).padStart(2, '0')}:30:00-07:00`,
      capacity: 2,
      booked: 2 - left,
      available: left,
    })),
  };
}

function serve(extra: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    'GET /fulfilment/days': () =>
      json({ timezone: TZ, method: 'pickup', days: ['2030-06-03', '2030-06-04'] }),
    'GET /fulfilment/slots': (request) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      return json(slotsOn(date, date === '2030-06-03' ? [2, 0, 1] : [1]));
    },
    ...extra,
  });
}

function Picker({
  method = 'pickup',
  postalCode = null,
  onPostalCodeError,
}: {
  method?: 'pickup' | 'delivery';
  postalCode?: string | null;
  onPostalCodeError?: (message: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotPicker
      method={method}
      postalCode={postalCode}
      value={value}
      onChange={setValue}
      {...(onPostalCodeError ? { onPostalCodeError } : {})}
    />
  );
}

function renderPicker(props: Parameters<typeof Picker>[0] = {}) {
  const { store } = makeTestStore();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <Picker {...props} />
    </Provider>,
  );
  return { store, user };
}

const timeGroup = () => screen.getByRole('group', { name: 'Pickup time' });

describe('SlotPicker', () => {
  it('shows the days as toggle buttons and the first day’s slots as radios with places left', async () => {
    serve();
    renderPicker();
    expect(await screen.findByRole('radio', { name: /9:00 – 9:30 AM/ })).toBeEnabled();
    const days = screen.getByRole('group', { name: 'Day' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mon, Jun 3', 'Tue, Jun 4']);
    expect(within(days).getByRole('button', { name: 'Mon, Jun 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('radio', { name: /9:00 – 9:30 AM,\s?2 places left/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /11:00 – 11:30 AM,\s?1 place left/ })).toBeEnabled();
  });

  it('disables a full slot and says so in its name', async () => {
    serve();
    renderPicker();
    const full = await screen.findByRole('radio', { name: /10:00 – 10:30 AM,\s?Full/ });
    expect(full).toBeDisabled();
  });

  it('is usable from the keyboard: arrows move between days and between open slots', async () => {
    serve();
    const { user } = renderPicker();
    const first = await screen.findByRole('radio', { name: /9:00 – 9:30 AM/ });
    await user.click(first);
    expect(first).toBeChecked();
    await user.keyboard('{ArrowDown}');
    // The full 10:00 slot is skipped.
    expect(screen.getByRole('radio', { name: /11:00 – 11:30 AM/ })).toBeChecked();

    screen.getByRole('button', { name: 'Mon, Jun 3' }).focus();
    await user.keyboard('{ArrowRight}');
    const tuesday = screen.getByRole('button', { name: 'Tue, Jun 4' });
    expect(tuesday).toHaveFocus();
    expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    expect(
      await within(timeGroup()).findByRole('radio', { name: /9:00 – 9:30 AM,\s?1 place left/ }),
    ).toBeEnabled();
  });

  it('never shows the last day’s slots under a newly pressed day while its slots load', async () => {
    let answerSecondDay = () => {};
    const secondDay = new Promise<void>((resolve) => {
      answerSecondDay = resolve;
    });
    serve({
      'GET /fulfilment/slots': async (request) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        if (date === '2030-06-04') await secondDay;
        return json(slotsOn(date, date === '2030-06-03' ? [2, 0, 1] : [1]));
      },
    });
    const { user } = renderPicker();
    await screen.findByRole('radio', { name: /9:00 – 9:30 AM/ });

    await user.click(within(timeGroup()).getByRole('button', { name: /Jun 4/ }));
    expect(within(timeGroup()).getByRole('status')).toHaveTextContent('Loading times…');
    expect(within(timeGroup()).queryAllByRole('radio')).toHaveLength(0);

    answerSecondDay();
    expect(
      await screen.findByRole('radio', { name: /9:00 – 9:30 AM,\s?1 place left/ }),
    ).toBeEnabled();
    expect(within(timeGroup()).getAllByRole('radio')).toHaveLength(1);
  });

  it('greys out a slot another shopper fills, live, and keeps the shopper’s own choice', async () => {
    serve();
    const { store, user } = renderPicker();
    const nine = await screen.findByRole('radio', { name: /9:00 – 9:30 AM/ });
    await user.click(nine);
    act(() => {
      store.dispatch(
        slotUpdateReceived({ method: 'pickup', start: '2030-06-03T16:00:00Z', available: 0 }),
      );
      store.dispatch(
        slotUpdateReceived({ method: 'pickup', start: '2030-06-03T11:00:00-07:00', available: 0 }),
      );
      // Another method's slot at the same time changes nothing here.
      store.dispatch(
        slotUpdateReceived({
          method: 'delivery',
          start: '2030-06-03T10:00:00-07:00',
          available: 5,
        }),
      );
    });
    expect(await screen.findByRole('radio', { name: /9:00 – 9:30 AM,\s?Full/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /9:00 – 9:30 AM,\s?Full/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /11:00 – 11:30 AM,\s?Full/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /10:00 – 10:30 AM,\s?Full/ })).toBeDisabled();
  });

  it('asks delivery for a postal code first, then reports one outside every zone', async () => {
    const server = serve({
      'GET /fulfilment/days': () =>
        json({ timezone: TZ, method: 'delivery', days: ['2030-06-03'] }),
      'GET /fulfilment/slots': () =>
        json({ error: 'out_of_zone', detail: 'We do not deliver to 99999' }, 422),
    });
    const reported = vi.fn();
    const { store } = makeTestStore();
    const view = render(
      <Provider store={store}>
        <Picker method="delivery" postalCode={null} onPostalCodeError={reported} />
      </Provider>,
    );
    expect(
      await screen.findByText('Enter your ZIP / postal code above to see the delivery times.'),
    ).toBeVisible();
    view.rerender(
      <Provider store={store}>
        <Picker method="delivery" postalCode="99999" onPostalCodeError={reported} />
      </Provider>,
    );
    await waitFor(() => expect(reported).toHaveBeenLastCalledWith('We do not deliver to 99999'));
    expect(
      new URL(server.last('GET /fulfilment/slots')?.url ?? '').searchParams.get('postal_code'),
    ).toBe('99999');
  });
});
