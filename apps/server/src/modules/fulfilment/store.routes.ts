// The storefront's slots (behind the access-code gate): `GET /fulfilment/days`, the dates a pickup
// or delivery slot may be chosen on, and `GET /fulfilment/slots`, a method's slots on one date of
// the store, with the places left (decision 0034).
import {
  errorBodySchema,
  fulfilmentDaysQuerySchema,
  fulfilmentDaysSchema,
  fulfilmentSlotsQuerySchema,
  fulfilmentSlotsSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const fulfilmentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { fulfilmentSlots } = app;

  app.get(
    '/fulfilment/days',
    {
      schema: {
        summary: 'The dates of the store a pickup or delivery slot may be chosen on',
        querystring: fulfilmentDaysQuerySchema,
        response: { 200: fulfilmentDaysSchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => fulfilmentSlots.days(request.query.method),
  );

  app.get(
    '/fulfilment/slots',
    {
      schema: {
        summary: "A pickup or delivery method's slots on a date of the store, with places left",
        querystring: fulfilmentSlotsQuerySchema,
        response: { 200: fulfilmentSlotsSchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => fulfilmentSlots.slots(request.query),
  );

  done();
};

export default fulfilmentRoutes;
