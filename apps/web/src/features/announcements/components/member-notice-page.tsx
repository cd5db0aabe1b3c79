import { useSearchParams } from 'react-router';
import { memberNoticeTypes } from '../lib/notice-rules';
import { NoticeList } from './notice-list';

/** /m/member/notice?types=A (spec section 2): the member's announcements of the asked types. */
export function MemberNoticePage() {
  const [params] = useSearchParams();
  return <NoticeList query={{ types: memberNoticeTypes(params.get('types')) }} />;
}
