// The referrals module's services, built once: `app.referrals` (the storefront's check and the
// use counting checkout relies on), `app.adminReferralCodes` and `app.referralAnalytics`.
import fp from 'fastify-plugin';
import {
  createAdminReferralCodesService,
  type AdminReferralCodesService,
} from './admin-referral-codes.service';
import {
  createReferralAnalyticsService,
  type ReferralAnalyticsService,
} from './referral-analytics.service';
import { createReferralsService, type ReferralsService } from './referrals.service';

declare module 'fastify' {
  interface FastifyInstance {
    referrals: ReferralsService;
    adminReferralCodes: AdminReferralCodesService;
    referralAnalytics: ReferralAnalyticsService;
  }
}

export default fp(
  (app, _options, done) => {
    app.decorate('referrals', createReferralsService({ db: app.db }));
    app.decorate('adminReferralCodes', createAdminReferralCodesService({ db: app.db }));
    app.decorate('referralAnalytics', createReferralAnalyticsService({ db: app.db }));
    done();
  },
  { name: 'referrals', dependencies: ['database'] },
);
