// The admin dashboard (docs/product.md#admin-back-office): revenue and order count over
// paid, unrefunded orders, active products, the five newest orders of any status, and the active
// products at or below the low-stock threshold (settings), lowest first, at most ten.
import { centsToDollars, type Dashboard } from '@canopy/contracts';
import type { Database } from '../../db/client';
import type { FiguresCache } from '../../lib/figures-cache';
import type { SettingsService } from '../settings/settings.service';
import { findDashboardFigures } from './dashboard.repository';

const RECENT_ORDERS = 5;
const LOW_STOCK_PRODUCTS = 10;

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService(deps: {
  db: Database;
  settings: SettingsService;
  figures: FiguresCache<Dashboard>;
}) {
  async function compute(lowStockThreshold: number): Promise<Dashboard> {
    const figures = await findDashboardFigures(deps.db, {
      recentOrders: RECENT_ORDERS,
      lowStockThreshold,
      lowStockProducts: LOW_STOCK_PRODUCTS,
    });
    return {
      totalRevenue: centsToDollars(figures.revenue_cents),
      totalOrders: figures.paid_orders,
      totalProducts: figures.active_products,
      recentOrders: figures.recent_orders.map((order) => ({
        id: order.id,
        number: order.number,
        created_at: new Date(order.created_at).toISOString(),
        customer_email: order.customer_email,
        status: order.status,
        payment_status: order.payment_status,
        total: centsToDollars(order.total_cents),
      })),
      lowStockProducts: figures.low_stock,
    };
  }

  return {
    /** Kept until an order, stock or catalogue change on any instance (lib/figures-cache). */
    async get(): Promise<Dashboard> {
      const { low_stock_threshold: lowStockThreshold } = await deps.settings.get();
      return deps.figures.get(String(lowStockThreshold), () => compute(lowStockThreshold));
    },
    close: () => deps.figures.close(),
  };
}
