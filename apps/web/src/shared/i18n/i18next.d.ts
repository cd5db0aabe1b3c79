import type en from '@/locales/en.json';

// Translation keys are checked at compile time against the English catalogue; the parity test
// keeps the other catalogues in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
