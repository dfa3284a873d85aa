// The store's purchase limits (decision 0035): `GET /admin/compliance/limits` (orders.read: staff
// who see orders see what they were counted against) answers the whole active pack and the packs
// to choose from; `PUT` (system.configure) chooses a shipped pack or saves custom buckets, audited
// as `purchase_limits` and broadcast with the other settings. An unknown pack is a 422.
import {
  complianceLimitsResponseSchema,
  errorBodySchema,
  limitSettingsUpdateSchema,
  storeDay,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminActor } from '../admin-users/admin-actor';
import { activeLimitPack, complianceLimitsAnswer, nextLimitSetting } from './active-limit-pack';

const complianceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { settings, systemConfig } = app;

  app.get(
    '/admin/compliance/limits',
    {
      config: { permission: 'orders.read' },
      schema: {
        summary: 'The active purchase-limit pack and the packs to choose from',
        response: { 200: complianceLimitsResponseSchema, 403: errorBodySchema },
      },
    },
    async () => complianceLimitsAnswer((await settings.get()).purchase_limits),
  );

  app.put(
    '/admin/compliance/limits',
    {
      config: { permission: 'system.configure' },
      schema: {
        summary: 'Choose the purchase-limit pack, or save custom limits',
        description:
          'A shipped pack by key ({pack}), or {pack: "custom", window, buckets}: each custom save ' +
          'is a new version, effective from the store day it was saved on. Orders already placed ' +
          'keep the snapshot of the pack they were counted against. An unknown pack: 422.',
        body: limitSettingsUpdateSchema,
        response: {
          200: complianceLimitsResponseSchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const saved = await systemConfig.write(
        {
          patch: (before) => ({
            purchase_limits: nextLimitSetting(
              before.purchase_limits,
              request.body,
              storeDay(app.now(), before.timezone),
            ),
          }),
          audit: {
            entity: 'purchase_limits',
            view: (all) => activeLimitPack(all.purchase_limits),
          },
        },
        adminActor(request),
      );
      return complianceLimitsAnswer(saved.purchase_limits);
    },
  );

  done();
};

export default complianceRoutes;
