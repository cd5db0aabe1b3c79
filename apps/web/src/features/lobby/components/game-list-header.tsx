import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';

/**
 * The back header of a lobby page where the shell hides its own (spec section 2, "Layout rules":
 * the category pages, providers, hot-games and gameList); elsewhere the shell shows it.
 */
export function GameListHeader() {
  const { pathname } = useLocation();
  return getLayoutRule(pathname).header === 'page' ? <BackHeader variant="page" /> : null;
}

/** The page's heading (the route title the back header shows), for the document outline. */
export function GameListTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <h1 className="visually-hidden">{t(getLayoutRule(pathname).titleKey)}</h1>;
}
