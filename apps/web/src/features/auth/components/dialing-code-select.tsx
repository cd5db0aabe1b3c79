import { useTranslation } from '@/shared/i18n/use-translation';
import type { SelectHTMLAttributes, Ref } from 'react';
import { useCountries } from '../api/get-countries';
import styles from './auth.module.css';

/** The country dialing code before a mobile number (`/wps/system/country`). */
export function DialingCodeSelect({
  id,
  fallback,
  select,
}: {
  id: string;
  /** Shown while the list loads or when it fails (the operator default, e.g. 855). */
  fallback: string;
  select: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
}) {
  const { t } = useTranslation();
  const { data } = useCountries();
  const countries =
    data && data.length > 0 ? data : [{ code: '', name: '', dialingCode: fallback }];
  return (
    <select
      id={id}
      className={styles.dialSelect}
      aria-label={t('auth.fields.countryDialingCode')}
      autoComplete="tel-country-code"
      {...select}
    >
      {countries.map((c) => (
        <option key={`${c.code}-${c.dialingCode}`} value={c.dialingCode}>
          {`+${c.dialingCode}${c.code ? ` ${c.code}` : ''}`}
        </option>
      ))}
    </select>
  );
}
