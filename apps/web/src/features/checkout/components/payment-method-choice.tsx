// How a pickup or delivery order is paid when the shop takes payment in person: online by card
// now, or at the counter / the door ("Pay at pickup", "Pay on delivery").
import { PAY_IN_PERSON_LABELS, type SlotMethod } from '@canopy/contracts';
import { useId } from 'react';
import { ChoiceOption, choiceLegendClass } from './choice-option';

export type CheckoutPaymentMethod = 'card' | 'in_person';

interface PaymentMethodChoiceProps {
  method: SlotMethod;
  value: CheckoutPaymentMethod;
  onChange: (value: CheckoutPaymentMethod) => void;
}

export function PaymentMethodChoice({ method, value, onChange }: PaymentMethodChoiceProps) {
  const id = useId();
  const options: Array<{ value: CheckoutPaymentMethod; label: string; meaning: string }> = [
    { value: 'card', label: 'Pay online by card', meaning: 'Pay now, on the next step.' },
    {
      value: 'in_person',
      label: PAY_IN_PERSON_LABELS[method],
      meaning: `Pay by cash or card when you ${method === 'pickup' ? 'collect your order' : 'receive your order'}. Bring a valid ID.`,
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={choiceLegendClass}>Payment</legend>
      {options.map((option) => (
        <ChoiceOption
          key={option.value}
          name={`${id}-payment`}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          label={option.label}
          meaning={option.meaning}
        />
      ))}
    </fieldset>
  );
}
