// The gate's form (docs/product.md#access-gate): Submit once all six boxes are filled; a valid code
// is stored and opens the shop; anything else clears the boxes, focuses the first, clears the
// stored code and shows the error, which goes away by itself after 5 s.
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { getApiErrorMessage } from '../../../lib/api';
import { clearAccessCredentials, saveAccessCredentials } from '../../../lib/session-credentials';
import { accessCleared, accessGranted } from '../access-code-slice';
import { useValidateAccessCodeMutation } from '../access-gate-api';
import { EMPTY_BOXES, isComplete, type CodeBoxes } from '../code-entry';
import { AccessCodeBoxes } from './access-code-boxes';

export const ACCESS_CODE_HINT =
  'Access codes are case-insensitive and may contain letters and numbers';
export const INVALID_ACCESS_CODE = 'Invalid access code';
export const ERROR_VISIBLE_MS = 5_000;

export function AccessCodeForm() {
  const [boxes, setBoxes] = useState<CodeBoxes>(EMPTY_BOXES);
  // A fresh object per failure, so a repeated message restarts its 5 s.
  const [error, setError] = useState<{ message: string } | null>(null);
  const inputRefs = useRef<Array<HTMLInputElement | null>>([]);
  const hintId = useId();
  const dispatch = useAppDispatch();
  const [validateAccessCode, { isLoading }] = useValidateAccessCodeMutation();

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), ERROR_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const refuse = (message: string | null) => {
    clearAccessCredentials();
    dispatch(accessCleared());
    setBoxes(EMPTY_BOXES);
    inputRefs.current[0]?.focus();
    setError(message ? { message } : null);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete(boxes) || isLoading) return;
    const code = boxes.join('');
    const result = await validateAccessCode({ code });
    if (result.data?.valid) {
      const credentials = { code, token: result.data.token, expiresAt: result.data.expires_at };
      saveAccessCredentials(credentials);
      dispatch(accessGranted(credentials));
      return;
    }
    if (result.data) refuse(result.data.message || INVALID_ACCESS_CODE);
    else refuse(getApiErrorMessage(result.error, INVALID_ACCESS_CODE));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Access code</legend>
        <AccessCodeBoxes
          boxes={boxes}
          onChange={setBoxes}
          inputRefs={inputRefs}
          invalid={error !== null}
          describedBy={hintId}
        />
        <p id={hintId} className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          {ACCESS_CODE_HINT}
        </p>
      </fieldset>
      {/* Reserved space: the form does not jump when the error comes and goes. */}
      <div className="min-h-12">
        {error && <ErrorAlert className="justify-center">{error.message}</ErrorAlert>}
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={!isComplete(boxes) || isLoading}
        aria-busy={isLoading}
      >
        {isLoading && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
        Submit
      </Button>
    </form>
  );
}
