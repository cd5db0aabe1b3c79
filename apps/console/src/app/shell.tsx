import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useOperator, useSession } from '../api/session';
import { useI18n } from '../i18n/i18n';
import { mayCall, navFor } from '../lib/access';
import { ChatDeskProvider, ChatNavBadge } from '../lib/chat-desk';
import { Loading } from '../ui/states';
import { Preferences } from './preferences';

/** Sidebar (only the screens the role may use), top bar, and the current screen. */
export function Shell() {
  const operator = useOperator();
  // Live chat's socket stays open on every screen for support (duty pings, the nav badge).
  if (!mayCall('opsChatConversations', operator.role)) return <ShellLayout />;
  return (
    <ChatDeskProvider>
      <ShellLayout />
    </ChatDeskProvider>
  );
}

function ShellLayout() {
  const { t } = useI18n();
  const operator = useOperator();
  const { logout } = useSession();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <aside className="sidebar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span>{t('app.name')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul>
            {navFor(operator.role).map((screen) => (
              <li key={screen.path}>
                <NavLink to={screen.path} end={screen.path === '/'}>
                  {t(screen.label)}
                  {screen.path === '/chat' && <ChatNavBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <header className="topbar">
        <div className="who">
          <span className="who-name">{operator.username}</span>
          <span className={`badge role-${operator.role}`}>{t(`role.${operator.role}`)}</span>
        </div>
        <Preferences />
        <button type="button" className="button small" onClick={() => void logout()}>
          {t('nav.logout')}
        </button>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
