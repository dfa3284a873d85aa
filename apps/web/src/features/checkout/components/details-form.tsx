// The first step: contact and shipping details, the referral code, and 'Place order'. The details
// are checked with the contract's customerDetailsSchema (each error beside its field, the first
// invalid field focused) and remembered for this tab; the order goes out with an Idempotency-Key
// that a retry of the same order reuses. The server's refusals come back to where they belong:
// short stock as an alert with 'Review cart', refused fields beside those fields, a product no
// longer on sale named with a button that takes it out of the cart. While the order is being
// placed its lines count as held, so the live announcement of this very order cannot take them
// out of the cart before the answer arrives. The date of birth verified at the age step goes with
// the order (date-of-birth mode) without being asked again. Where the shop offers pickup or local
// delivery the shopper chooses how the order arrives, a time slot and, where allowed, to pay in
// person; pickup asks no address. A slot that filled up meanwhile is replaced by the next one with
// a place (the shopper places the order again to take it); the zone's refusals of a delivery
// (outside every zone, below its minimum) stand beside the postal code.
// The email typed is passed up for the purchase-limit meter and remembered for this tab once an
// order is tried with it; a refusal for going over a purchase limit is passed up, to show its
// buckets beside the cart.
import { customerDetailsSchema, type FulfilmentMethod } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import type { SummaryItem } from '../../../components/order-summary/order-summary-totals';
import { lineTotalCents } from '../../../components/order-summary/order-summary-totals';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useGetPaymentsConfigQuery } from '../../../config/payments-config-api';
import { api } from '../../../lib/api';
import type { PurchaseLimitRefusal } from '../../../components/purchase-limits/purchase-limit-refusal';
import { readAgeOutcome } from '../../../lib/session-credentials';
import { rememberShopperEmail } from '../../../lib/shopper-email';
import { useCreateOrderMutation } from '../checkout-api';
import {
  cartKeyOf,
  orderRequest,
  type CheckoutDetails,
  type CheckoutLine,
  type DetailsFormValues,
} from '../checkout-details';
import {
  forgetAttempt,
  idempotencyKeyFor,
  readDetailsDraft,
  saveDetailsDraft,
  type PlacedOrder,
} from '../checkout-storage';
import { placeOrderFailure } from '../place-order-failure';
import type { AppliedReferral } from '../referral-discount';
import { slotFullMessage } from '../slot-messages';
import { useFulfilmentChoice, useSettledPostalCode } from '../use-fulfilment-choice';
import { CustomerDetailsFields } from './customer-details-fields';
import { FulfilmentMethodPart, FulfilmentSlotPart } from './fulfilment-section';
import { ReferralCodeField } from './referral-code-field';

const CHECK_FIELDS = 'Please check the details marked above.';
export const OVER_LIMIT =
  'This order goes over a purchase limit: the limits it goes over are listed with your order summary.';

type DetailsResolver = Resolver<DetailsFormValues, unknown, CheckoutDetails>;
const detailsResolver: DetailsResolver = zodResolver(customerDetailsSchema);
// Pickup goes nowhere: its details are the contact fields alone (the address typed is dropped).
const pickupResolver = zodResolver(
  customerDetailsSchema.omit({ shipping_address: true }),
) as unknown as DetailsResolver;

const FORM_TITLES = {
  shipping: ['Contact & shipping', 'Shipping address'],
  pickup: ['Contact & pickup', null],
  delivery: ['Contact & delivery', 'Delivery address'],
} as const;

interface DetailsFormProps {
  items: readonly SummaryItem[];
  referral: AppliedReferral | null;
  onReferralChange: (referral: AppliedReferral | null) => void;
  onPlaced: (placed: PlacedOrder) => void;
  /** The shopper's order holds (or is about to hold) these lines. */
  onHold: (lines: readonly CheckoutLine[]) => void;
  /** Nothing is held any more: the order was refused. */
  onRelease: () => void;
  onRemoveItem: (id: number) => void;
  /** How the order arrives, as the shopper changes it (the summary's shipping line follows). */
  onMethodChange?: (method: FulfilmentMethod) => void;
  /** The email as typed, for the purchase-limit meter. */
  onEmailChange?: (email: string) => void;
  /** The last attempt's purchase-limit refusal, or null once an attempt is sent again. */
  onLimitRefusal?: (refusal: PurchaseLimitRefusal | null) => void;
}

type SubmitAlert = { kind: 'stock' | 'error'; message: string };
type UnavailableLine = { id: number; name: string };

export function DetailsForm({
  items,
  referral,
  onReferralChange,
  onPlaced,
  onHold,
  onRelease,
  onRemoveItem,
  onMethodChange,
  onEmailChange,
  onLimitRefusal,
}: DetailsFormProps) {
  const [createOrder] = useCreateOrderMutation();
  const dispatch = useAppDispatch();
  const { data: config } = useGetPaymentsConfigQuery();
  const [choice, setChoice] = useFulfilmentChoice(config);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [draft] = useState(readDetailsDraft);
  const [alert, setAlert] = useState<SubmitAlert | null>(null);
  const [referralError, setReferralError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<UnavailableLine[]>([]);
  // The resolver runs outside render: it reads the method chosen at that moment.
  const method = useRef(choice.method);
  useLayoutEffect(() => {
    method.current = choice.method;
  }, [choice.method]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    getFieldState,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<DetailsFormValues, unknown, CheckoutDetails>({
    resolver: (values, context, options) =>
      (method.current === 'pickup' ? pickupResolver : detailsResolver)(values, context, options),
    defaultValues: draft,
  });
  const postalCode = useSettledPostalCode(
    useWatch({ control, name: 'shipping_address.postal_code' }),
  );
  const [formTitle, addressLegend] = FORM_TITLES[choice.method];
  useEffect(() => onMethodChange?.(choice.method), [choice.method, onMethodChange]);

  // The zone's word on the postal code, as the delivery slots answer it, stands beside the field.
  const showZoneError = useCallback(
    (message: string | null) => {
      const field = 'shipping_address.postal_code';
      if (message) setError(field, { type: 'zone', message });
      else if (getFieldState(field).error?.type === 'zone') clearErrors(field);
    },
    [setError, clearErrors, getFieldState],
  );

  // A reload keeps what was typed (session storage: this tab only).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          saveDetailsDraft(values);
          onEmailChange?.(values.customer_email);
        },
      }),
    [subscribe, onEmailChange],
  );

  const placeOrder = handleSubmit(async (details) => {
    setAlert(null);
    setReferralError(null);
    setUnavailable([]);
    if (choice.method !== 'shipping' && !choice.slotStart) {
      setSlotError(`Choose a ${choice.method} time.`);
      return;
    }
    setSlotError(null);
    onLimitRefusal?.(null);
    rememberShopperEmail(details.customer_email);
    const age = readAgeOutcome();
    const dateOfBirth = age?.kind === 'verified' ? age.dateOfBirth : null;
    const body = orderRequest(details, items, referral?.code ?? null, dateOfBirth, choice);
    onHold(items);
    const result = await createOrder({ idempotencyKey: idempotencyKeyFor(body), body });
    if (result.data) {
      forgetAttempt();
      onPlaced({ ...result.data, cart_key: cartKeyOf(items) });
      return;
    }
    const failure = placeOrderFailure(result.error);
    if (failure.kind === 'retry') {
      // No answer about this order yet: the retry keeps the same Idempotency-Key.
      if (failure.message) setAlert({ kind: 'error', message: failure.message });
      return;
    }
    forgetAttempt();
    onRelease();
    if (failure.kind === 'stock') {
      setAlert({ kind: 'stock', message: failure.message });
      return;
    }
    if (failure.kind === 'slot_full') {
      // The next slot with a place is chosen for the shopper, who places the order again.
      setChoice({ ...choice, slotStart: failure.nextAvailable });
      setSlotError(slotFullMessage(failure.nextAvailable, config?.timezone ?? 'UTC'));
      dispatch(api.util.invalidateTags(['FulfilmentSlots']));
      return;
    }
    if (failure.kind === 'zone') {
      setError(
        'shipping_address.postal_code',
        { type: 'zone', message: failure.message },
        { shouldFocus: true },
      );
      return;
    }
    if (failure.kind === 'limits') {
      onLimitRefusal?.(failure.refusal);
      setAlert({ kind: 'error', message: OVER_LIMIT });
      return;
    }
    failure.fields.forEach(({ field, message }, index) => {
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    setReferralError(failure.referral);
    setSlotError(failure.slot);
    const gone = failure.unavailable.flatMap((index) => {
      const line = items[index];
      return line ? [{ id: line.id, name: line.name }] : [];
    });
    setUnavailable(gone);
    if (failure.other || failure.fields.length > 0 || (gone.length === 0 && !failure.slot))
      setAlert({ kind: 'error', message: failure.other ?? CHECK_FIELDS });
  });

  const shownUnavailable = unavailable.filter((line) => items.some((item) => item.id === line.id));

  return (
    <form
      onSubmit={placeOrder}
      noValidate
      aria-labelledby="checkout-details-title"
      className="flex flex-col gap-6 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2
        id="checkout-details-title"
        className="text-lg font-semibold text-zinc-900 dark:text-white"
      >
        {formTitle}
      </h2>
      {config && <FulfilmentMethodPart config={config} choice={choice} onChange={setChoice} />}
      <CustomerDetailsFields register={register} errors={errors} addressLegend={addressLegend} />
      {config && (
        <FulfilmentSlotPart
          config={config}
          choice={choice}
          onChange={(next) => {
            setChoice(next);
            if (next.slotStart) setSlotError(null);
          }}
          postalCode={choice.method === 'delivery' ? postalCode : null}
          slotError={slotError}
          onPostalCodeError={showZoneError}
        />
      )}
      <div className="border-t border-zinc-200 pt-6 dark:border-zinc-800">
        <ReferralCodeField
          subtotalCents={items.reduce((sum, item) => sum + lineTotalCents(item), 0)}
          applied={referral}
          onAppliedChange={onReferralChange}
          error={referralError}
          onErrorChange={setReferralError}
        />
      </div>
      {shownUnavailable.length > 0 && (
        <ErrorAlert>
          <ul className="space-y-2">
            {shownUnavailable.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>{line.name} is no longer available.</span>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => onRemoveItem(line.id)}
                >
                  Remove {line.name}
                </Button>
              </li>
            ))}
          </ul>
        </ErrorAlert>
      )}
      {alert && (
        <ErrorAlert>
          <p>{alert.message}</p>
          {alert.kind === 'stock' && (
            <Link
              to="/cart"
              className="mt-1 inline-block font-semibold underline underline-offset-2 hover:no-underline"
            >
              Review cart
            </Link>
          )}
        </ErrorAlert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
        {isSubmitting ? 'Placing order...' : 'Place order'}
      </Button>
    </form>
  );
}
