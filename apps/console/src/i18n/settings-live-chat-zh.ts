import type { settingsLiveChatEn } from './settings-live-chat-en';

/** 在线客服设置（issue 15）的中文文本。展开到 zh.ts。 */
export const settingsLiveChatZh: Record<keyof typeof settingsLiveChatEn, string> = {
  'settings.liveChat': '在线客服',
  'settings.liveChatIntro':
    '客服服务时间（无人值班时显示在会员的聊天页面上），以及应用中列出的直播主播。',
  'settings.liveChatFrom': '服务开始',
  'settings.liveChatTo': '服务结束',
  'settings.liveChatZone': '时区',
  'settings.liveChatZoneHint': '按原样显示在服务时间旁，例如 GMT+7。',
  'settings.liveChatModels': '直播主播（JSON）',
  'settings.liveChatModelsHint':
    '由 { "id", "name", "url" } 组成的列表；[] 表示不列出。服务器会逐项检查。',
  'settings.liveChatTimeInvalid': '请按 HH:MM 格式填写两个时间，例如 09:00。',
  'settings.liveChatZoneMissing': '请填写显示在服务时间旁的时区。',
  'settings.liveChatModelsInvalid': '直播主播必须是 JSON 列表，例如 []。',
};
