import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SecurityConfig } from '@app/contracts/security';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { isTrial } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useRefreshSecurity, useSecurityConfig } from '../api/security';
import { IdentityVerificationSection } from './kyc/identity-verification-section';
import { ActiveSessionsPanel } from './security/active-sessions-panel';
import { LoginHistoryPanel } from './security/login-history-panel';
import { SecurityOverview } from './security/security-overview';
import { SecurityQuestionsPanel } from './security/security-questions-panel';
import { securityUrl, type SecurityView } from './security/security-view';
import { TwoFactorPanel } from './security/two-factor-panel';
import styles from './security/security.module.css';
import { TrialRegisterPrompt } from './trial-register-prompt';

/**
 * The cashier's part of the security centre (payment password, bank cards): the wallet feature's
 * own forms, handed in by the route (app/routes/security-center-route.tsx), since one feature
 * does not import another. `onChanged` refreshes what the list says is set up.
 */
export type CashierSecurityViews = {
  paymentPassword: (props: { config: SecurityConfig; onChanged: () => void }) => ReactNode;
  bankCards: (props: { onChanged: () => void }) => ReactNode;
};

/**
 * Security centre (/m/securityCenter, issue 14): what is set up (login and payment passwords,
 * bank cards, two-factor login, security questions), login history and active sessions, each
 * opened as a `?view=` over the list (the browser's Back returns to it), and identity
 * verification. A trial account sees the prompt to register.
 */
export function SecurityCenterPage({ cashier }: { cashier?: CashierSecurityViews }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const session = useSessionStore((s) => s.session);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="security-center">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {isTrial(session) ? <TrialRegisterPrompt /> : <SecurityCenter cashier={cashier} />}
      </main>
    </>
  );
}

function SecurityCenter({ cashier }: { cashier: CashierSecurityViews | undefined }) {
  const { t } = useTranslation();
  const config = useSecurityConfig();
  const refresh = useRefreshSecurity();
  const [{ view }, setUrl] = useUrlState(securityUrl);
  const session = useSessionStore((s) => s.session);
  const open = (next: SecurityView) => setUrl({ view: next }, { history: 'push' });

  if (!config.data)
    return config.isError ? (
      <ListState
        testId="security-load-failed"
        alert
        title={t('security.centre.loadFailed')}
        action={
          <RetryButton
            onRetry={() => void config.refetch()}
            busy={config.isFetching}
            label={t('common.retry')}
          />
        }
      />
    ) : (
      <div role="status" aria-label={t('common.loading')}>
        <RowSkeleton count={6} />
      </div>
    );

  const onChanged = () => void refresh();
  switch (view) {
    case 'paymentPassword':
      return cashier?.paymentPassword({ config: config.data, onChanged }) ?? null;
    case 'bankCards':
      return cashier?.bankCards({ onChanged }) ?? null;
    case 'twoFactor':
      return (
        <TwoFactorPanel
          config={config.data}
          userName={session?.userName ?? ''}
          site={session?.merchantCode ?? ''}
        />
      );
    case 'questions':
      return <SecurityQuestionsPanel />;
    case 'history':
      return <LoginHistoryPanel />;
    case 'sessions':
      return <ActiveSessionsPanel />;
    default:
      return (
        <>
          <p className={styles.intro}>{t('security.centre.intro')}</p>
          <SecurityOverview config={config.data} onOpen={open} />
          <IdentityVerificationSection />
        </>
      );
  }
}
