import type { uplineEn } from './upline-en';

/** Simplified Chinese for moving an account to another upline: exactly the keys of upline-en.ts. */
export const uplineZh: Record<keyof typeof uplineEn, string> = {
  'member.moveUpline': '转移上级',
  'upline.title': '将 {username} 转移到其他上级',
  'upline.explain':
    '该账户及其整个团队将转到您指定的代理下。高于新上级自身的返水比例会降到新上级的比例，与当前上级的契约将终止。已统计的数据仍归属原统计团队。',
  'upline.current': '当前上级',
  'upline.none': '无（顶级）',
  'upline.username': '新上级用户名',
  'upline.usernameHint': '须为代理账户，且不在该账户自己的团队中。',
  'upline.usernameMissing': '请输入新上级的用户名。',
  'upline.confirm': '转移账户',
  'upline.done':
    '已转到 {upline} 下：共 {moved} 个账户，下调返水比例 {rates} 项，终止契约 {contracts} 份。',
  'upline.error.NOT_FOUND': '没有使用此用户名的账户。',
  'upline.error.SELF': '账户不能成为自己的上级。',
  'upline.error.SAME': '该代理已经是此账户的上级。',
  'upline.error.OWN_TEAM': '该代理属于此账户自己的团队，转到其下会形成循环。请选择团队之外的代理。',
  'upline.error.NOT_AGENT': '新上级必须是代理账户。',
  'upline.error.TRIAL': '试玩账户不能有上级。',
};
