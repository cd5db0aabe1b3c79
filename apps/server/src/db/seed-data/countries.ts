import type { Country } from '@app/contracts/system';

/** Registration countries, Cambodia first (the product's home market), then Asia, then others. */
export const seedCountries: readonly Country[] = [
  { code: 'KH', name: 'Cambodia', dialingCode: '855' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
  { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  { code: 'LA', name: 'Laos', dialingCode: '856' },
  { code: 'MM', name: 'Myanmar', dialingCode: '95' },
  { code: 'MY', name: 'Malaysia', dialingCode: '60' },
  { code: 'SG', name: 'Singapore', dialingCode: '65' },
  { code: 'ID', name: 'Indonesia', dialingCode: '62' },
  { code: 'PH', name: 'Philippines', dialingCode: '63' },
  { code: 'CN', name: 'China', dialingCode: '86' },
  { code: 'HK', name: 'Hong Kong', dialingCode: '852' },
  { code: 'MO', name: 'Macau', dialingCode: '853' },
  { code: 'TW', name: 'Taiwan', dialingCode: '886' },
  { code: 'JP', name: 'Japan', dialingCode: '81' },
  { code: 'KR', name: 'South Korea', dialingCode: '82' },
  { code: 'IN', name: 'India', dialingCode: '91' },
  { code: 'BD', name: 'Bangladesh', dialingCode: '880' },
  { code: 'AU', name: 'Australia', dialingCode: '61' },
  { code: 'GB', name: 'United Kingdom', dialingCode: '44' },
  { code: 'US', name: 'United States', dialingCode: '1' },
];
