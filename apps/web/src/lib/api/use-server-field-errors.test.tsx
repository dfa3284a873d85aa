import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextInput } from '../../components/ui/text-input';
import { formServerErrors } from './form-server-errors';
import { useServerFieldErrors } from './use-server-field-errors';

interface Values {
  name: string;
  code: string;
}

const issue = (field: string, msg: string) => ({ loc: ['body', field], msg, type: 'custom' });
const refusal = {
  status: 422,
  data: { detail: [issue('code', 'Code is taken'), issue('colour', 'Not a field here')] },
};

function RefusedForm() {
  const form = useForm<Values>({ defaultValues: { name: '', code: '' } });
  const { formMessage, showServerErrors, clearFormMessage } = useServerFieldErrors(form);
  const { errors } = form.formState;
  const refuse = () =>
    showServerErrors(
      formServerErrors(refusal, {
        fieldOf: (name) => (name === 'name' || name === 'code' ? name : undefined),
        fallback: 'Failed to save',
      }),
    );
  return (
    <form>
      {formMessage && <p role="alert">{formMessage}</p>}
      <TextInput label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextInput label="Code" error={errors.code?.message} {...form.register('code')} />
      <button type="button" onClick={refuse}>
        Refuse
      </button>
      <button type="button" onClick={clearFormMessage}>
        Try again
      </button>
    </form>
  );
}

describe('useServerFieldErrors', () => {
  it('puts a refused write beside its fields, focuses the first, and the rest above the form', async () => {
    const user = userEvent.setup();
    render(<RefusedForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refuse' }));

    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/Code is taken/);
    expect(code).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Not a field here');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
