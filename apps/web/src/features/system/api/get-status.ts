// Moved to shared/api (the auth screens read whitelabel flags too); kept so existing imports work.
export { getSystemStatus, statusQueryOptions, useSystemStatus } from '@/shared/api/get-status';
