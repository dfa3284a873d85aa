// `app.adminAnalytics`: the analytics screen's figures, kept per range until an order, validation
// or catalogue change on any instance.
import type { Analytics, AnalyticsQuery } from '@canopy/contracts';
import fp from 'fastify-plugin';
import { createFiguresCache } from '../../lib/figures-cache';
import { createAdminAnalyticsService } from './admin-analytics.service';

export interface AdminAnalytics {
  get(query: AnalyticsQuery): Promise<Analytics>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminAnalytics: AdminAnalytics;
  }
}

export default fp(
  (app, _options, done) => {
    const analytics = createAdminAnalyticsService({ db: app.db });
    const figures = createFiguresCache<Analytics>(app.invalidation);
    app.addHook('onClose', () => {
      figures.close();
    });
    app.decorate('adminAnalytics', {
      get: (query) =>
        figures.get(`${query.start_date}/${query.end_date}`, () => analytics.get(query)),
    } satisfies AdminAnalytics);
    done();
  },
  { name: 'admin-analytics', dependencies: ['database', 'invalidation'] },
);
