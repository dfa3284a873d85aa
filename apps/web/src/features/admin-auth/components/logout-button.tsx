// Logout: asks the server to end the session (POST /auth/logout), clears it and every cached admin answer, then goes to /admin/login.
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api';
import { clearAdminCredentials } from '../../../lib/session-credentials';
import { useAdminLogoutMutation } from '../admin-auth-api';
import { adminLoggedOut } from '../admin-session-slice';
import { ADMIN_LOGIN_PATH } from './require-admin-session';

export function LogoutButton({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const [endSession] = useAdminLogoutMutation();

  const logout = async () => {
    // The server refuses the token from now on; the session is dropped here whatever it answers.
    await endSession();
    clearAdminCredentials();
    dispatch(adminLoggedOut());
    dispatch(api.util.resetApiState());
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <Button variant="ghost" onClick={() => void logout()} className={className}>
      <LogOut className="size-4" aria-hidden="true" />
      Logout
    </Button>
  );
}
