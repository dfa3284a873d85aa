// The settings module's services, built once: `app.settings` (the shop's settings as read by every
// module) and `app.systemConfig` (a superuser's audited, broadcast change to them).
import fp from 'fastify-plugin';
import { createSettingsService, type SettingsService } from './settings.service';
import { createSystemConfigService, type SystemConfigService } from './system-config.service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
    systemConfig: SystemConfigService;
  }
}

export default fp(
  (app, _options, done) => {
    app.decorate('settings', createSettingsService({ db: app.db }));
    app.decorate(
      'systemConfig',
      createSystemConfigService({
        db: app.db,
        realtime: app.realtime,
        invalidation: app.invalidation,
      }),
    );
    done();
  },
  { name: 'settings', dependencies: ['database', 'realtime', 'invalidation'] },
);
