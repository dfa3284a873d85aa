// The app's one RTK Query API. Features add their endpoints with `api.injectEndpoints`, so a
// screen's calls ship in that screen's chunk.
import type { NamedSchemaError } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { canopyBaseQuery } from './base-query';

export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: canopyBaseQuery,
  tagTypes: ['AdminSession', 'Category', 'PaymentsConfig'],
  endpoints: () => ({}),
  // A response that breaks the contract becomes an ordinary error the screens already handle.
  catchSchemaFailure: (error: NamedSchemaError, info) => {
    console.error(`${info.endpoint}: the ${error.schemaName} did not match`, error.issues);
    return { status: 'CUSTOM_ERROR' as const, error: UNEXPECTED_RESPONSE_MESSAGE };
  },
});
