import { useTranslation } from 'react-i18next';
import { GamepadIcon } from '@/shared/ui/icons';
import styles from './lobby-placeholder.module.css';

/** Where the lobby issue puts the home game content; labelled so home is never an empty screen. */
export function LobbyPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className={styles.lobby} aria-labelledby="lobby-title" data-testid="lobby-placeholder">
      <div className={styles.hero}>
        <span className={styles.icon}>
          <GamepadIcon size={30} />
        </span>
        <div>
          <h2 id="lobby-title" className={styles.title}>
            {t('home.lobbyTitle')}
          </h2>
          <p className={styles.soon}>{t('common.comingSoon')}</p>
        </div>
      </div>
      <p className={styles.body}>{t('home.lobbyBody')}</p>
      <ul className={styles.tiles} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.tile} />
        ))}
      </ul>
    </section>
  );
}
