import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { ClassicLayout } from './home/classic-layout';
import type { MemberHomeSlots } from './home/member-home-types';
import { NewLayout } from './home/new-layout';
import { BreakBanner } from './home/safer-gambling-summary';
import { useMemberHome } from './home/use-member-home';
import { TrialRegisterPrompt } from './trial-register-prompt';
import styles from './home/member-home.module.css';

export type { MemberHomeSlots } from './home/member-home-types';

/**
 * The member centre (/m/member/home, spec section 2): the new layout when the mobile template's
 * mem_cen and dep_func are both 1, the classic one otherwise. Trial accounts see the prompt to
 * register above it (spec section 6). The shell's avatar and the wallet widget come as slots.
 * Members see today's net position, and a banner while a time-out or exclusion runs (issue 18).
 */
export function MemberHomePage(slots: MemberHomeSlots) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const home = useMemberHome();
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <TrialRegisterPrompt />
        <BreakBanner />
        {home.layout === 'new' ? (
          <NewLayout home={home} slots={slots} />
        ) : (
          <ClassicLayout home={home} slots={slots} />
        )}
      </main>
    </>
  );
}
