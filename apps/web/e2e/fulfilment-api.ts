// The fulfilment settings and delivery zones changed straight through the admin API from the test
// process, as an owner would on the Fulfilment screen (PUT /admin/system/config,
// POST /admin/delivery-zones).
import {
  deliveryZoneSchema,
  systemConfigSchema,
  type DeliveryZone,
  type DeliveryZoneCreate,
  type SystemConfig,
  type SystemConfigUpdate,
} from '@canopy/contracts';
import { signInThroughApi } from './back-office-access';
import { e2e } from './env';

let token: Promise<string> | undefined;

async function send(method: string, path: string, body?: unknown): Promise<unknown> {
  token ??= signInThroughApi();
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

export async function systemConfig(): Promise<SystemConfig> {
  return systemConfigSchema.parse(await send('GET', '/admin/system/config'));
}

export async function updateSystemConfig(update: SystemConfigUpdate): Promise<SystemConfig> {
  return systemConfigSchema.parse(await send('PUT', '/admin/system/config', update));
}

export async function createDeliveryZone(zone: DeliveryZoneCreate): Promise<DeliveryZone> {
  return deliveryZoneSchema.parse(await send('POST', '/admin/delivery-zones', zone));
}
