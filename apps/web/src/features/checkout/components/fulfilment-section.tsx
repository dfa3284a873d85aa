// The checkout's pickup and delivery parts around the contact fields: first how the order
// arrives (only the methods the shop offers); after the contact details and the address (delivery
// slots depend on its postal code) the pickup or delivery time and, where the shop takes payment
// in person, how the order is paid.
import type { PaymentsConfig } from '@canopy/contracts';
import type { FulfilmentChoice } from '../checkout-details';
import { FulfilmentMethodChoice } from './fulfilment-method-choice';
import { PaymentMethodChoice } from './payment-method-choice';
import { SlotPicker } from './slot-picker';

interface FulfilmentPartProps {
  config: PaymentsConfig;
  choice: FulfilmentChoice;
  onChange: (choice: FulfilmentChoice) => void;
}

export function FulfilmentMethodPart({ config, choice, onChange }: FulfilmentPartProps) {
  if (config.fulfilment_methods.length < 2) return null;
  return (
    <FulfilmentMethodChoice
      methods={config.fulfilment_methods}
      value={choice.method}
      storeAddress={config.store_address}
      onChange={(method) => onChange({ method, slotStart: null, inPerson: false })}
    />
  );
}

interface SlotPartProps extends FulfilmentPartProps {
  postalCode: string | null;
  slotError: string | null;
  onPostalCodeError: (message: string | null) => void;
}

export function FulfilmentSlotPart({
  config,
  choice,
  onChange,
  postalCode,
  slotError,
  onPostalCodeError,
}: SlotPartProps) {
  if (choice.method === 'shipping') return null;
  return (
    <>
      <SlotPicker
        method={choice.method}
        postalCode={postalCode}
        value={choice.slotStart}
        onChange={(slotStart) => onChange({ ...choice, slotStart })}
        error={slotError}
        onPostalCodeError={onPostalCodeError}
      />
      {config.in_person_payment && (
        <PaymentMethodChoice
          method={choice.method}
          value={choice.inPerson ? 'in_person' : 'card'}
          onChange={(payment) => onChange({ ...choice, inPerson: payment === 'in_person' })}
        />
      )}
    </>
  );
}
