// Moved to shared/lib (the member centre's bet record uses it too); the cashier's imports stay.
export * from '@/shared/lib/money-text';
