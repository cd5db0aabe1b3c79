import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useHelpCenter } from '@/shared/api/get-help-center';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackHeader } from '@/shared/ui/back-header';
import { DisclosureItem, DisclosureList, DisclosureSkeleton } from '@/shared/ui/disclosure';
import { HtmlContent } from '@/shared/ui/html-content';
import { ChatIcon } from '@/shared/ui/icons/chat';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { HelpIcon } from '@/shared/ui/icons/help';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { helpItemId, helpTarget } from '../lib/help-target';
import styles from './help-page.module.css';

/**
 * The help centre (/m/help, spec section 2 "Help centre"): an accordion of the server's items
 * (GET /wps/system/helpCenter), each a title and HTML content rendered only through the
 * sanitising html-content. `?i=n` opens item help-n and scrolls to it; `#terms` opens the item
 * with that anchor. The shell hides its header and footer here, so the page renders the back
 * header (back goes home).
 */
/** The help item on responsible gaming (the seed's anchor; the operator's paths link to it). */
const responsibleGamingAnchor = 'responsible-gaming';

export function HelpPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const rule = getLayoutRule(location.pathname);
  const { data: items, isPending, isError, isFetching, refetch } = useHelpCenter();

  // The address decides what is open until the player toggles something on this address.
  const linkKey = `${location.search}${location.hash}`;
  const target = items ? helpTarget(items, params.get('i'), location.hash) : null;
  const [choice, setChoice] = useState<{ linkKey: string; open: number | null } | null>(null);
  const open = choice?.linkKey === linkKey ? choice.open : target;

  useEffect(() => {
    if (target === null) return;
    const el = document.getElementById(helpItemId(target));
    el?.scrollIntoView?.({ block: 'start' });
  }, [target, linkKey]);

  let body;
  if (!items && isError)
    body = (
      <ListState
        testId="help-error"
        alert
        icon={<HelpIcon size={32} />}
        title={t('help.loadError')}
        action={<RetryButton onRetry={() => void refetch()} busy={isFetching} />}
      />
    );
  else if (!items || isPending) body = <DisclosureSkeleton count={6} />;
  else if (items.length === 0)
    body = (
      <ListState
        testId="help-empty"
        icon={<HelpIcon size={32} />}
        title={t('help.emptyTitle')}
        body={t('help.emptyBody')}
      />
    );
  else
    body = (
      <DisclosureList label={t('help.topics')}>
        {items.map((item, index) => (
          <DisclosureItem
            key={`${index}-${item.anchor ?? ''}`}
            id={helpItemId(index)}
            data-anchor={item.anchor}
            data-testid="help-item"
            title={item.title}
            open={open === index}
            onToggle={() => setChoice({ linkKey, open: open === index ? null : index })}
          >
            <div data-testid="help-content">
              <HtmlContent html={item.content} />
            </div>
            {/* Issue 18: from the responsible-gaming item to the tools themselves. */}
            {item.anchor === responsibleGamingAnchor && (
              <Link
                to={paths.saferGambling()}
                className={styles.toolsLink}
                data-testid="help-safer-gambling-link"
              >
                {t('help.saferGamblingLink')}
              </Link>
            )}
          </DisclosureItem>
        ))}
      </DisclosureList>
    );

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <p className={styles.intro}>
          <span className={styles.introIcon}>
            <HelpIcon size={24} />
          </span>
          <span className={styles.introText}>{t('help.intro')}</span>
        </p>
        {body}
        {/* Issue 14: feedback from the help centre (guests go to the login, the route guard). */}
        <Link to={paths.feedback()} className={styles.feedback} data-testid="help-feedback-link">
          <ChatIcon size={20} />
          <span className={styles.feedbackText}>
            <span className={styles.feedbackPrompt}>{t('feedback.helpPrompt')}</span>
            <span className={styles.feedbackAction}>{t('feedback.helpLink')}</span>
          </span>
          <ChevronRightIcon size={18} />
        </Link>
      </main>
    </>
  );
}
