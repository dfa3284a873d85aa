// "Check ID" at hand-off (docs/product.md#the-id-check-at-hand-off): staff holding orders.fulfil
// read the customer's ID into a dialog (type, number, expiry, date of birth). The contract checks
// the fields first; the server's refusals land beside their fields (an expired ID beside Expiry
// date), and a refusal about the whole check (the ID's age is below the order's, or its date of
// birth is not the one given at checkout) above the fields. A passing check closes the dialog and
// the order shows it.
import {
  ID_TYPE_LABELS,
  ID_TYPES,
  idCheckRequestSchema,
  type IdCheckRequest,
} from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { IdCard, LoaderCircle } from 'lucide-react';
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
import { useRecordIdCheckMutation } from '../admin-orders-api';

export const ID_CHECK_FAILED = 'Failed to record the ID check';

type IdCheckField = keyof IdCheckRequest;
const FIELDS: readonly string[] = [
  'id_type',
  'id_number',
  'id_expiry',
  'date_of_birth',
] satisfies IdCheckField[];

/** The fields as typed (an unchosen type is ''), checked by the contract's own schema. */
const idCheckFormSchema = z
  .object({
    id_type: z.enum([...ID_TYPES, '']),
    id_number: z.string(),
    id_expiry: z.string(),
    date_of_birth: z.string(),
  })
  .transform((values): unknown => values)
  .pipe(idCheckRequestSchema);
type IdCheckFormValues = z.input<typeof idCheckFormSchema>;

const ID_TYPE_OPTIONS = [
  { value: '', label: 'Choose the type of ID' },
  ...ID_TYPES.map((type) => ({ value: type, label: ID_TYPE_LABELS[type] })),
];

function IdCheckForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const toast = useToast();
  const [record, { isLoading }] = useRecordIdCheckMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IdCheckFormValues, unknown, IdCheckRequest>({
    resolver: zodResolver(idCheckFormSchema),
    defaultValues: { id_type: '', id_number: '', id_expiry: '', date_of_birth: '' },
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors({ setError });

  const submit = handleSubmit(async (body) => {
    clearFormMessage();
    const result = await record({ id: orderId, body });
    if (result.data) {
      toast({ title: 'ID check recorded', tone: 'success' });
      onDone();
      return;
    }
    showServerErrors(
      formServerErrors<IdCheckField>(result.error, {
        fieldOf: (name) => (FIELDS.includes(name) ? (name as IdCheckField) : undefined),
        fallback: ID_CHECK_FAILED,
      }),
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formMessage && <ErrorAlert>{formMessage}</ErrorAlert>}
      <SelectField
        label="ID type"
        options={ID_TYPE_OPTIONS}
        error={errors.id_type?.message}
        {...register('id_type')}
      />
      <TextInput
        label="ID number"
        autoComplete="off"
        spellCheck={false}
        error={errors.id_number?.message}
        {...register('id_number')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput
          label="Expiry date"
          type="date"
          error={errors.id_expiry?.message}
          {...register('id_expiry')}
        />
        <TextInput
          label="Date of birth"
          type="date"
          autoComplete="off"
          error={errors.date_of_birth?.message}
          {...register('date_of_birth')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isLoading}>
          {isLoading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Record ID check
        </Button>
      </div>
    </form>
  );
}

/** The "Check ID" dialog; also opened when completing an order is refused for want of a check. */
export function CheckIdDialog({
  orderId,
  open,
  onOpenChange,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Check ID"
      description="Read the details off the customer's ID. The number is never stored."
    >
      {open && <IdCheckForm orderId={orderId} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

export function CheckIdButton({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <IdCard className="size-4" aria-hidden="true" />
        Check ID
      </Button>
      <CheckIdDialog orderId={orderId} open={open} onOpenChange={setOpen} />
    </>
  );
}
