import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_REDIRECT_DELAY_MS } from '@app/contracts/message-constants';
import { errorText } from '@/shared/api/error-text';
import { refreshUnreadCount } from '@/shared/api/unread-counts';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { readString, storageKeys } from '@/shared/lib/storage';
import { useThemeStore } from '@/shared/lib/theme-store';
import { toastDurations } from '@/shared/lib/timings';
import { useGoToLogin } from '@/shared/lib/use-go-to-login';
import { showToast } from '@/shared/ui/toast';
import { launchChat } from '../api/chat-launch-api';
import { chatLaunchQuery, headerColour } from './chat-launch';
import { leaveTo } from './leave-app';

/**
 * Opening live chat (spec section 7, Chat launch; section 6 for who may): a guest goes to
 * /m/login, a trial account gets free_reject, a member asks CBS_launchChat for the chat page's
 * link and goes there 500 ms later (spec 9's chat redirect delay) in this tab, the row showing
 * that it is opening meanwhile. A refusal shows its translated message and the row is usable again.
 */
export function useLiveChat() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const theme = useThemeStore((s) => s.theme);
  const language = useLanguageStore((s) => s.language);
  const goToLogin = useGoToLogin();
  const [launching, setLaunching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // Back from the chat page may restore this page as it was (the back-forward cache): the row
    // is usable again, and support's replies read there count no more.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLaunching(false);
      void refreshUnreadCount(client, 'chat');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      clearTimeout(timer.current);
    };
  }, [client]);

  async function open() {
    const decision = canUseRealMoneyFeature(session);
    if (decision === 'login') {
      goToLogin();
      return;
    }
    if (decision === 'freeReject') {
      showToast({
        message: t('account.freeReject'),
        kind: 'error',
        durationMs: toastDurations.short,
      });
      return;
    }
    if (launching) return;
    setLaunching(true);
    try {
      const chatUrl = await launchChat(
        chatLaunchQuery({
          storedLanguage: readString(storageKeys.language),
          shownLanguage: language,
          backUrl: window.location.href,
          headerColor: headerColour(
            theme,
            getComputedStyle(document.documentElement).getPropertyValue('--color-bg-elevated'),
          ),
          title: t('messages.centre.liveChat'),
        }),
      );
      timer.current = setTimeout(() => leaveTo(chatUrl), CHAT_REDIRECT_DELAY_MS);
    } catch (error) {
      setLaunching(false);
      showToast({ message: errorText(error), kind: 'error', durationMs: toastDurations.short });
    }
  }

  return { open, launching };
}
