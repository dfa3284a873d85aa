// The testing screen's two actions: send a test email to an address (its error beside the field)
// and run a $1 test payment that is cancelled at once; each shows its result below it.
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextInput } from '../../../components/ui/text-input';
import { getApiErrorMessage } from '../../../lib/api';
import { useRunTestPaymentMutation, useSendTestEmailMutation } from '../testing-api';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Outcome({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p role="status" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <StatusBadge status={ok ? 'online' : 'offline'} label={ok ? 'Succeeded' : 'Failed'} />
      {text}
    </p>
  );
}

function TestEmailForm() {
  const [to, setTo] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [send, { data, error, isLoading }] = useSendTestEmailMutation();

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(to.trim())) {
      setFieldError('Enter a valid email address');
      return;
    }
    setFieldError(undefined);
    void send({ to: to.trim() });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextInput
        label="Send to"
        type="email"
        value={to}
        error={fieldError}
        onChange={(event) => {
          setTo(event.target.value);
        }}
      />
      <div>
        <Button type="submit" disabled={isLoading}>
          Send test email
        </Button>
      </div>
      {data && <Outcome ok={data.ok} text={`${data.detail} (${data.latency_ms.toFixed(1)} ms)`} />}
      {error && (
        <Outcome ok={false} text={getApiErrorMessage(error, 'Failed to send test email') ?? ''} />
      )}
    </form>
  );
}

function TestPayment() {
  const [run, { data, error, isLoading }] = useRunTestPaymentMutation();
  return (
    <div>
      <Button disabled={isLoading} onClick={() => void run()}>
        Run test payment
      </Button>
      {data && (
        <Outcome
          ok={data.ok}
          text={`${data.detail} — ${data.provider}, ${data.latency_ms.toFixed(1)} ms`}
        />
      )}
      {error && (
        <Outcome ok={false} text={getApiErrorMessage(error, 'Failed to run test payment') ?? ''} />
      )}
    </div>
  );
}

export function TestingActions() {
  const panel =
    'rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900';
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
      <section className={panel} aria-labelledby="test-email">
        <h2 id="test-email" className="mb-3 font-semibold">
          Test email
        </h2>
        <TestEmailForm />
      </section>
      <section className={panel} aria-labelledby="test-payment">
        <h2 id="test-payment" className="mb-3 font-semibold">
          Test payment
        </h2>
        <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
          Creates a $1.00 payment with the payment provider and cancels it at once.
        </p>
        <TestPayment />
      </section>
    </div>
  );
}
