// Logout: clears the session and every cached admin answer, then goes to /admin/login.
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api';
import { clearAdminCredentials } from '../../../lib/session-credentials';
import { adminLoggedOut } from '../admin-session-slice';
import { ADMIN_LOGIN_PATH } from './require-admin-session';

export function LogoutButton({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const logout = () => {
    clearAdminCredentials();
    dispatch(adminLoggedOut());
    dispatch(api.util.resetApiState());
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <Button variant="ghost" onClick={logout} className={className}>
      <LogOut className="size-4" aria-hidden="true" />
      Logout
    </Button>
  );
}
