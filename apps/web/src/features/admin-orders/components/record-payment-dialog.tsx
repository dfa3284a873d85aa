// "Record payment" at hand-off (docs/product.md#paying-in-person): for an unpaid pickup or
// local-delivery order paid in person, staff holding orders.fulfil record how it was paid (cash or
// a card presented) and the amount, which must be the order's total. The contract checks the
// fields first; the server's refusals land beside their fields (a wrong amount beside Amount), and
// a refusal about the order itself (already paid, cancelled) above them.
import {
  formatUsd,
  IN_PERSON_PAYMENT_KINDS,
  IN_PERSON_PAYMENT_LABELS,
  inPersonPaymentRequestSchema,
  type AdminOrderDetail,
  type InPersonPaymentRequest,
} from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextInput } from '../../../components/ui/text-input';
import { useToast } from '../../../components/ui/use-toast';
import { formServerErrors } from '../../../lib/api/form-server-errors';
import { useServerFieldErrors } from '../../../lib/api/use-server-field-errors';
import { useRecordInPersonPaymentMutation } from '../admin-orders-api';

export const PAYMENT_RECORD_FAILED = 'Failed to record the payment';

type PaymentField = keyof InPersonPaymentRequest;
const FIELDS: readonly string[] = ['method', 'amount'] satisfies PaymentField[];

/** The fields as typed (the amount as text), checked by the contract's own schema. */
const paymentFormSchema = z
  .object({ method: z.enum(IN_PERSON_PAYMENT_KINDS), amount: z.string() })
  .transform((values): unknown => ({
    method: values.method,
    amount: values.amount.trim() === '' ? undefined : Number(values.amount),
  }))
  .pipe(inPersonPaymentRequestSchema);
type PaymentFormValues = z.input<typeof paymentFormSchema>;

const METHOD_OPTIONS = IN_PERSON_PAYMENT_KINDS.map((kind) => ({
  value: kind,
  label: IN_PERSON_PAYMENT_LABELS[kind],
}));

function RecordPaymentForm({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const toast = useToast();
  const [record, { isLoading }] = useRecordInPersonPaymentMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, InPersonPaymentRequest>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { method: 'cash', amount: order.total.toFixed(2) },
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });

  const submit = handleSubmit(async (body) => {
    clearFormMessage();
    const result = await record({ id: order.id, body });
    if (result.data) {
      toast({ title: `Payment recorded for order ${order.number}`, tone: 'success' });
      onDone();
      return;
    }
    showServerErrors(
      formServerErrors<PaymentField>(result.error, {
        fieldOf: (name) => (FIELDS.includes(name) ? (name as PaymentField) : undefined),
        fallback: PAYMENT_RECORD_FAILED,
      }),
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <SelectField
        label="Paid with"
        options={METHOD_OPTIONS}
        error={errors.method?.message}
        {...register('method')}
      />
      <TextInput
        label="Amount"
        inputMode="decimal"
        helperText={`The order's total: ${formatUsd(order.total)}`}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isLoading}>
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Record payment
        </Button>
      </div>
    </form>
  );
}

export function RecordPaymentButton({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <Banknote className="size-4" aria-hidden="true" />
        Record payment
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Record payment"
        description="The payment taken at hand-off: cash or a card presented, for the order's total."
      >
        {open && <RecordPaymentForm order={order} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
