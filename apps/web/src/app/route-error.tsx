import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from '@/features/system/components/system-page.module.css';

/** A route that failed to load (a stale chunk after a deploy, or offline): "load failed, tap to retry". */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{t('errors.loadFailed')}</h1>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </section>
    </main>
  );
}

type BoundaryProps = { children: ReactNode };

/**
 * Catches a screen that throws or whose chunk fails to load, so the shell (header, footer menu)
 * stays usable. The shell keys it by pathname, so moving to another screen clears the error.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('screen failed to render', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
