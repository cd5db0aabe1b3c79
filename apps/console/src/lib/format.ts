import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n';
import { formatMoney } from './money';

/** Money, numbers and times in the operator's language. */
export function useFormat() {
  const { locale } = useI18n();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
      number: (n: number) => number.format(n),
      dateTime: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
      },
    };
  }, [locale]);
}
