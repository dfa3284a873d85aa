// `app.dashboard`: the back office's first screen, its figures kept until an order, stock or
// catalogue change on any instance.
import fp from 'fastify-plugin';
import { createFiguresCache } from '../../lib/figures-cache';
import { createDashboardService, type DashboardService } from './dashboard.service';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardService;
  }
}

export default fp(
  (app, _options, done) => {
    const dashboard = createDashboardService({
      db: app.db,
      settings: app.settings,
      figures: createFiguresCache(app.invalidation),
    });
    app.decorate('dashboard', dashboard);
    app.addHook('onClose', () => dashboard.close());
    done();
  },
  { name: 'admin-dashboard', dependencies: ['database', 'invalidation', 'settings'] },
);
