import { homeNoticesQuery } from '@/shared/api/get-announcements';
import { NoticeList } from './notice-list';

/**
 * /m/notice (spec section 2): the notices the home ticker scrolls, in the same order and from the
 * same query, so the ticker's `?index=n` opens the title the player tapped (decision 0031).
 */
export function NoticePage() {
  return <NoticeList query={homeNoticesQuery} />;
}
