import { useUrlState } from '@/shared/lib/use-url-state';
import { memberNoticeUrl } from '../lib/notice-rules';
import { NoticeList } from './notice-list';

/** /m/member/notice?types=A (spec section 2): the member's announcements of the asked types. */
export function MemberNoticePage() {
  const [{ types }] = useUrlState(memberNoticeUrl);
  return <NoticeList query={{ types: types.join(',') }} />;
}
