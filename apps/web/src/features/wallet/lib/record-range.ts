// Moved to shared/lib (the bet record of issue 14 uses it too); the cashier's imports stay.
export * from '@/shared/lib/record-range';
