// How the order reaches the shopper: only the methods the shop offers (none to choose when it
// offers one), shipping first and the default. Pickup names the store it is collected from.
import {
  FULFILMENT_METHOD_LABELS,
  type FulfilmentMethod,
  type PaymentsConfig,
} from '@canopy/contracts';
import { useId } from 'react';
import { ChoiceOption, choiceLegendClass } from './choice-option';
import { ShippingAddress } from './shipping-address';

const METHOD_MEANINGS: Record<FulfilmentMethod, string> = {
  shipping: 'Sent by post to your address.',
  pickup: 'Collect it at the store at a time you choose. Free.',
  delivery: 'Our drivers bring it to you at a time you choose.',
};

interface FulfilmentMethodChoiceProps {
  methods: readonly FulfilmentMethod[];
  value: FulfilmentMethod;
  onChange: (method: FulfilmentMethod) => void;
  storeAddress: PaymentsConfig['store_address'];
}

export function FulfilmentMethodChoice({
  methods,
  value,
  onChange,
  storeAddress,
}: FulfilmentMethodChoiceProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={choiceLegendClass}>How would you like to get your order?</legend>
      {methods.map((method) => (
        <ChoiceOption
          key={method}
          name={`${id}-method`}
          value={method}
          checked={value === method}
          onChange={() => onChange(method)}
          label={FULFILMENT_METHOD_LABELS[method]}
          meaning={METHOD_MEANINGS[method]}
        />
      ))}
      {value === 'pickup' && (
        <div className="mt-2 rounded-lg bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60">
          <p className="text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
            Pick up at
          </p>
          <ShippingAddress name="" address={storeAddress} />
        </div>
      )}
    </fieldset>
  );
}
