// The admin's live socket (docs/product.md#live-stock-updates): open while an admin is signed
// in — mounted inside the admin shell's session guard, closed on leaving the shell, on logout and
// when the token goes — with the admin token, in the admin room. Each `order_update` and
// `inventory_update` marks the dashboard, orders and products caches stale (open screens refetch);
// a new paid order and a product running low are announced as toasts (at most 3, 5 s, bottom
// right: the app's toast region).
import type { StockUpdate } from '@canopy/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useToast, type ToastInput } from '../../components/ui/use-toast';
import { dashboardApi, dashboardChanged } from '../../features/admin-dashboard/dashboard-api';
import { lowStockNotice } from '../../features/admin-dashboard/low-stock-notice';
import { adminOrderChanged } from '../../features/admin-orders/admin-orders-api';
import {
  isNewPaidOrder,
  newOrderNotice,
  readOrderUpdate,
} from '../../features/admin-orders/order-update';
import { adminProductsApi } from '../../features/admin-products/admin-products-api';
import { openLiveSocket, type LiveSocket } from '../../lib/realtime/live-socket';
import { isMobileDevice, reconnectPolicyFor } from '../../lib/realtime/reconnect-policy';
import type { LiveServerMessage } from '../../lib/realtime/server-frames';
import { readAdminCredentials } from '../../lib/session-credentials';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { RootState } from '../store';

type AdminThunk<T> = ThunkAction<T, RootState, unknown, UnknownAction>;

/** The product's name if a screen already loaded it (the dashboard, a products list page). */
function knownProductName(state: RootState, productId: number): string | null {
  const dashboard = dashboardApi.endpoints.getDashboard.select()(state).data;
  const lowStock = dashboard?.lowStockProducts.find((product) => product.id === productId);
  if (lowStock) return lowStock.name;
  const { getAdminProducts } = adminProductsApi.endpoints;
  for (const query of adminProductsApi.util.selectCachedArgsForQuery(state, 'getAdminProducts')) {
    const listed = getAdminProducts
      .select(query)(state)
      .data?.items.find((product) => product.id === productId);
    if (listed) return listed.name;
  }
  return null;
}

function stockChanged(update: StockUpdate, notify: (toast: ToastInput) => void): AdminThunk<void> {
  return (dispatch, getState) => {
    const notice = lowStockNotice(update, knownProductName(getState(), update.product_id));
    dispatch(dashboardChanged());
    dispatch(adminProductsApi.util.invalidateTags(['AdminProduct']));
    if (notice) notify(notice);
  };
}

export function connectAdminLive({
  url,
  notify,
}: {
  url: string;
  notify: (toast: ToastInput) => void;
}): AdminThunk<LiveSocket> {
  return (dispatch) => {
    // Each new order is announced once, however many updates repeat its state.
    const announced = new Set<number>();
    const onMessage = (message: LiveServerMessage) => {
      if (message.type === 'inventory_update') {
        dispatch(stockChanged(message.data, notify));
        return;
      }
      if (message.type !== 'order_update') return;
      const update = readOrderUpdate(message.data);
      if (!update) return;
      dispatch(adminOrderChanged(update.id));
      dispatch(dashboardChanged());
      if (isNewPaidOrder(update) && !announced.has(update.id)) {
        announced.add(update.id);
        notify(newOrderNotice(update));
      }
    };
    const mobile = isMobileDevice({
      coarsePointer: window.matchMedia('(pointer: coarse)').matches,
      narrowViewport: window.matchMedia('(max-width: 767px)').matches,
    });
    return openLiveSocket({
      url,
      getToken: () => readAdminCredentials()?.token ?? null,
      policy: reconnectPolicyFor(mobile),
      room: 'admin',
      onMessage,
    });
  };
}

export function AdminLiveSocket() {
  const token = useAppSelector((state) => state.admin.token);
  const url = useAppSelector((state) => state.config.websocketUrl);
  const dispatch = useAppDispatch();
  const toast = useToast();

  useEffect(() => {
    if (!token) return;
    const socket = dispatch(connectAdminLive({ url, notify: toast }));
    return () => socket.close();
  }, [token, url, dispatch, toast]);

  return null;
}
