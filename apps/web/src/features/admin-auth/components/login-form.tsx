// The admin login form (docs/product.md#validation-rules): username and password are required, each
// error beside its field; the server's answer shows in a red box; the button reads 'Logging in...'
// meanwhile.
import { adminLoginRequestSchema, type AdminLoginRequest } from '@canopy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { getApiErrorMessage } from '../../../lib/api';
import { saveAdminCredentials } from '../../../lib/session-credentials';
import { useAdminLoginMutation } from '../admin-auth-api';
import { adminLoggedIn } from '../admin-session-slice';

export const LOGIN_FAILED = 'Login failed';

export function LoginForm({ sessionError }: { sessionError: string | null }) {
  const dispatch = useAppDispatch();
  const [login, { isLoading, error, isError }] = useAdminLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    const result = await login(credentials);
    if (!result.data) return;
    const session = { token: result.data.access_token, user: result.data.user };
    saveAdminCredentials(session);
    dispatch(adminLoggedIn(session));
  });

  const serverMessage = isError ? getApiErrorMessage(error, LOGIN_FAILED) : sessionError;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {serverMessage && <ErrorAlert>{serverMessage}</ErrorAlert>}
      <TextInput
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isLoading}>
        {isLoading && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
        {isLoading ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
