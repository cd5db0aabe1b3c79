import { Link } from 'react-router';
import type { SaferGamblingInfo } from '@app/contracts/safer-gambling';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { HelpIcon } from '@/shared/ui/icons/help';
import { LifeBuoyIcon } from '@/shared/ui/icons/life-buoy';
import styles from './safer-gambling.module.css';

/**
 * Where help is (issue 18), for guests too: the 18+ sign, the help centre's item on responsible
 * gaming (`/m/help#responsible-gaming` opens it) and the support organisations the operator
 * configured (saferGamblingInfo), each opening in a new tab.
 */
export function HelpSection({ info }: { info: SaferGamblingInfo | undefined }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.help}
      aria-labelledby="safer-gambling-help"
      data-testid="safer-gambling-help"
    >
      <h2 id="safer-gambling-help" className={styles.sectionTitle}>
        {t('saferGambling.help.title')}
      </h2>
      {info && (
        <p className={styles.adult} data-testid="safer-gambling-age">
          <span className={styles.adultBadge}>
            {t('saferGambling.help.ageBadge', { age: info.minimumAge })}
          </span>
          <span>{t('saferGambling.help.ageText', { age: info.minimumAge })}</span>
        </p>
      )}
      <ul className={styles.links}>
        <li>
          <Link
            className={styles.link}
            to={paths.help(undefined, 'responsible-gaming')}
            data-testid="safer-gambling-help-item"
          >
            <HelpIcon size={20} />
            <span className={styles.linkText}>{t('saferGambling.help.helpItem')}</span>
            <ChevronRightIcon size={18} />
          </Link>
        </li>
        {info?.supportLinks.map((link) => (
          <li key={link.url}>
            <a
              className={styles.link}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="safer-gambling-support-link"
            >
              <LifeBuoyIcon size={20} />
              <span className={styles.linkText}>
                {link.name}
                <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
              </span>
              <ChevronRightIcon size={18} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
