// The storefront's slots (behind the access-code gate): `GET /fulfilment/slots`, a pickup or
// delivery method's slots on one date of the store, with the places left (decision 0034).
import {
  errorBodySchema,
  fulfilmentSlotsQuerySchema,
  fulfilmentSlotsSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const fulfilmentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { fulfilmentSlots } = app;

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
