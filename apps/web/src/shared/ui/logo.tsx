import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './logo.module.css';

/** The brand mark (a die on the accent square) and wordmark. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect
          x="3"
          y="3"
          width="26"
          height="26"
          rx="7"
          fill="url(#logo-gold)"
          transform="rotate(-8 16 16)"
        />
        <g fill="#0a0e1a" transform="rotate(-8 16 16)">
          <circle cx="10.5" cy="10.5" r="2.1" />
          <circle cx="21.5" cy="10.5" r="2.1" />
          <circle cx="16" cy="16" r="2.1" />
          <circle cx="10.5" cy="21.5" r="2.1" />
          <circle cx="21.5" cy="21.5" r="2.1" />
        </g>
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffd36b" />
            <stop offset="1" stopColor="#f0a412" />
          </linearGradient>
        </defs>
      </svg>
      <span className={styles.word} aria-hidden="true">
        {t('app.name')}
      </span>
    </span>
  );
}
