// Moved to shared/lib (the member centre uses it too); the cashier's imports stay.
export * from '@/shared/lib/date-time';
