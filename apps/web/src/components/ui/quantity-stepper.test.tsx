import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max, disabled = false }: { max: number; disabled?: boolean }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} max={max} onChange={setValue} disabled={disabled} />;
}

const box = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityStepper', () => {
  it('steps from 1 up to the stock and back, never past either bound', async () => {
    const user = userEvent.setup();
    render(<Harness max={3} />);
    expect(box()).toHaveValue(1);
    expect(decrease()).toBeDisabled();

    await user.click(increase());
    await user.click(increase());
    expect(box()).toHaveValue(3);
    expect(increase()).toBeDisabled();

    await user.click(decrease());
    expect(box()).toHaveValue(2);
    expect(decrease()).toBeEnabled();
  });

  it('takes a typed number and snaps one out of bounds to the nearest bound', async () => {
    const user = userEvent.setup();
    render(<Harness max={5} />);

    await user.clear(box());
    await user.type(box(), '4');
    await user.tab();
    expect(box()).toHaveValue(4);

    await user.clear(box());
    await user.type(box(), '12{Enter}');
    expect(box()).toHaveValue(5);

    await user.clear(box());
    await user.type(box(), '0');
    await user.tab();
    expect(box()).toHaveValue(1);

    // An emptied box goes back to the quantity it had.
    await user.clear(box());
    await user.tab();
    expect(box()).toHaveValue(1);
  });

  it('is disabled entirely when out of stock', () => {
    render(<Harness max={0} disabled />);
    expect(box()).toBeDisabled();
    expect(decrease()).toBeDisabled();
    expect(increase()).toBeDisabled();
  });
});
