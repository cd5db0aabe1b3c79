import type { InboxTexts } from '../db/schema-messages';
import type { InboxRepository } from '../repositories/inbox-repository';

/**
 * The welcome note every member finds in their inbox (issue 15): a broadcast to ALL, so members
 * who register later see it too. Static, already safe HTML (what the sanitiser keeps).
 */
export const welcomeInboxMessage = {
  km: {
    title: 'សូមស្វាគមន៍!',
    content:
      '<p>សូមអរគុណដែលបានចូលរួមជាមួយយើង។ សារពីក្រុមការងាររបស់យើងនឹងមកដល់ទីនេះ៖ សេចក្តីជូនដំណឹងអំពីគណនី ប្រូម៉ូសិន និងការឆ្លើយតប។</p><p>ត្រូវការជំនួយនៅពេលណាក៏បាន? សូមបើក <strong>ជជែកផ្ទាល់</strong> ពីមជ្ឈមណ្ឌលសារ។</p>',
  },
  en: {
    title: 'Welcome!',
    content:
      '<p>Thank you for joining us. Messages from our team arrive here: account notices, promotions and replies.</p><p>Need help at any time? Open <strong>Live chat</strong> from the message centre.</p>',
  },
  zh: {
    title: '欢迎！',
    content:
      '<p>感谢您的加入。我们团队的消息都会发送到这里：账户通知、优惠活动和回复。</p><p>随时需要帮助？请在消息中心打开<strong>在线客服</strong>。</p>',
  },
  vi: {
    title: 'Chào mừng bạn!',
    content:
      '<p>Cảm ơn bạn đã tham gia cùng chúng tôi. Tin nhắn từ đội ngũ của chúng tôi sẽ đến đây: thông báo tài khoản, khuyến mãi và phản hồi.</p><p>Cần trợ giúp bất cứ lúc nào? Hãy mở <strong>Trò chuyện trực tuyến</strong> từ trung tâm tin nhắn.</p>',
  },
} as const satisfies InboxTexts;

/** Inserts the welcome note once (recognised by its English title); every start is a no-op. */
export function createInboxSeed(repo: InboxRepository) {
  return {
    async seed(): Promise<void> {
      await repo.insertBroadcastOnce(welcomeInboxMessage, welcomeInboxMessage.en.title);
    },
  };
}
