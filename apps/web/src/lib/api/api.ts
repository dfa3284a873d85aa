// The app's one RTK Query API. Features add their endpoints with `api.injectEndpoints`, so a
// screen's calls ship in that screen's chunk.
import type { NamedSchemaError } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { canopyBaseQuery } from './base-query';

export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: canopyBaseQuery,
  // Declared here rather than per feature so the store's state type knows every tag, and one
  // feature's cache can be read or invalidated by the admin live socket that composes them.
  tagTypes: [
    'AdminSession',
    'Category',
    'PaymentsConfig',
    'AdminAccessCode',
    'AdminCategory',
    'AdminOrder',
    'AdminProduct',
    'AdminReferralCode',
    'Dashboard',
    'AdminUser',
    'SystemConfig',
    'AdminRole',
    'AuditLog',
    'DeliveryZone',
    'LimitSettings',
  ],
  endpoints: () => ({}),
  // A response that breaks the contract becomes an ordinary error the screens already handle.
  catchSchemaFailure: (error: NamedSchemaError, info) => {
    console.error(`${info.endpoint}: the ${error.schemaName} did not match`, error.issues);
    return { status: 'CUSTOM_ERROR' as const, error: UNEXPECTED_RESPONSE_MESSAGE };
  },
});
