export { api } from './api';
export { getApiErrorMessage, IGNORED_REJECTION_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error';
export { canopyBaseQuery, isAdminPath, RATE_LIMIT_WARNING, type ApiExtra } from './base-query';
export {
  accessCodeRejected,
  adminAccessRefused,
  adminSessionExpired,
  ageVerificationRequired,
} from './session-events';
