import { useTranslation } from 'react-i18next';
import { HomeFooter } from '@/features/system/components/home-footer';
import { LobbyPlaceholder } from '@/features/lobby/components/lobby-placeholder';
import { useSessionRenewal } from '@/shared/api/renew-session';

/** Home (/m/home): the lobby area (placeholder until the lobby issue) and the home footer. The
 * shell renders the top banner and home header around it. Logged in, home renews the session
 * (spec section 7). */
export function HomeRoute() {
  const { t } = useTranslation();
  useSessionRenewal();
  return (
    <main id="main">
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <LobbyPlaceholder />
      <HomeFooter />
    </main>
  );
}
