// Moved to shared/lib (the auth screens read the status payload too); kept so existing imports work.
export { effectiveStatus, readStatusCache, writeStatusCache } from '@/shared/lib/status-cache';
