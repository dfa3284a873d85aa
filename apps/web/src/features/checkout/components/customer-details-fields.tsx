// The contact and address fields of the checkout form (no address for pickup), each labelled,
// with the autocomplete token browsers and password managers fill it by, and its error beside it.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import { SHIPPING_COUNTRIES, type DetailsFormValues } from '../checkout-details';

const COUNTRY_OPTIONS = SHIPPING_COUNTRIES.map((country) => ({
  value: country.code,
  label: country.name,
}));

interface CustomerDetailsFieldsProps {
  register: UseFormRegister<DetailsFormValues>;
  errors: FieldErrors<DetailsFormValues>;
  /** The address's legend; none for pickup, which needs no address. */
  addressLegend?: string | null;
}

const legendClass = 'mb-3 text-sm font-semibold text-zinc-900 dark:text-white';

export function CustomerDetailsFields({
  register,
  errors,
  addressLegend = 'Shipping address',
}: CustomerDetailsFieldsProps) {
  const address = errors.shipping_address;
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Contact</legend>
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          className="sm:col-span-2"
          error={errors.customer_email?.message}
          {...register('customer_email')}
        />
        <TextInput
          label="Full name"
          autoComplete="name"
          error={errors.customer_name?.message}
          {...register('customer_name')}
        />
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </fieldset>
      {addressLegend && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClass}>{addressLegend}</legend>
          <TextInput
            label="Address line 1"
            autoComplete="address-line1"
            className="sm:col-span-2"
            error={address?.line1?.message}
            {...register('shipping_address.line1')}
          />
          <TextInput
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            className="sm:col-span-2"
            error={address?.line2?.message}
            {...register('shipping_address.line2')}
          />
          <TextInput
            label="City"
            autoComplete="address-level2"
            error={address?.city?.message}
            {...register('shipping_address.city')}
          />
          <TextInput
            label="State"
            autoComplete="address-level1"
            error={address?.state?.message}
            {...register('shipping_address.state')}
          />
          <TextInput
            label="ZIP / Postal code"
            autoComplete="postal-code"
            error={address?.postal_code?.message}
            {...register('shipping_address.postal_code')}
          />
          <SelectField
            label="Country"
            autoComplete="country"
            options={COUNTRY_OPTIONS}
            error={address?.country?.message}
            {...register('shipping_address.country')}
          />
        </fieldset>
      )}
    </>
  );
}
