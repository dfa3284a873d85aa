// The app's routes over whichever router is around them (the browser's in main.tsx, a memory
// router in tests), and a handle through which code outside React — the API client's redirects,
// tests — sees where the router is and moves it.
import { useLayoutEffect } from 'react';
import {
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { appRoutes } from './routes';

export class RouterHandle {
  private current: { location: Location; navigate: NavigateFunction } | null = null;

  /** Called by <AppRoutes> after every render. */
  connect(location: Location, navigate: NavigateFunction): void {
    this.current = { location, navigate };
  }

  /** Where the router is. */
  get location(): Location {
    if (!this.current) throw new Error('The router has not rendered yet');
    return this.current.location;
  }

  /** Moves the router: to an app path, or back (-1) and forward through the history. */
  navigate(to: string | number): void {
    if (!this.current) throw new Error('The router has not rendered yet');
    if (typeof to === 'number') void this.current.navigate(to);
    else void this.current.navigate(to);
  }
}

export function AppRoutes({ handle }: { handle: RouterHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => handle.connect(location, navigate), [handle, location, navigate]);
  return useRoutes(appRoutes);
}
