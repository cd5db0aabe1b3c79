import type { cashDeskEn } from './cash-desk-en';

/** Simplified Chinese for the cash desk: exactly the keys of cash-desk-en.ts. */
export const cashDeskZh: Record<keyof typeof cashDeskEn, string> = {
  'nav.cashDesk': '出纳台',

  'cashDesk.detail.payerBank': '付款银行',
  'cashDesk.detail.payerAccountName': '付款户名',
  'cashDesk.detail.transferredAt': '转账时间',
  'cashDesk.detail.toAccount': '收款账户',
  'cashDesk.detail.payee': '收款人',
  'cashDesk.detail.bank': '银行',
  'cashDesk.detail.accountNumber': '账号',

  'cashDesk.title': '出纳台',
  'cashDesk.intro': '核对银行流水的银行转账存款，以及待付款的提款。最早的待处理申请排在最前。',
  'cashDesk.tabs': '申请类别',
  'cashDesk.tab.DEPOSIT': '存款（银行转账）',
  'cashDesk.tab.WITHDRAWAL': '提款',

  'cashDesk.filters': '筛选',
  'cashDesk.state': '显示',
  'cashDesk.state.OPEN': '待处理',
  'cashDesk.state.DONE': '已处理',
  'cashDesk.state.ALL': '全部',
  'cashDesk.search': '搜索',
  'cashDesk.searchPlaceholder': '用户名、会员 ID 或参考号',
  'cashDesk.searchButton': '搜索',

  'cashDesk.list.DEPOSIT': '存款申请',
  'cashDesk.list.WITHDRAWAL': '提款申请',
  'cashDesk.none.OPEN': '暂无待处理的申请。新申请会显示在这里。',
  'cashDesk.none.DONE': '还没有已处理的申请。',
  'cashDesk.none.ALL': '还没有任何申请。',
  'cashDesk.noneFound': '没有与“{q}”匹配的申请。',

  'cashDesk.col.reference': '参考号',
  'cashDesk.col.member': '会员',
  'cashDesk.col.amount': '金额',
  'cashDesk.col.fee': '手续费',
  'cashDesk.col.method.DEPOSIT': '方式',
  'cashDesk.col.method.WITHDRAWAL': '银行',
  'cashDesk.col.status': '状态',
  'cashDesk.col.age': '等待时长',
  'cashDesk.col.actions': '操作',

  'cashDesk.age.now': '不到 1 分钟',
  'cashDesk.age.minutes': '{minutes} 分钟',
  'cashDesk.age.hours': '{hours} 小时 {minutes} 分钟',
  'cashDesk.age.days': '{days} 天 {hours} 小时',
  'cashDesk.settledAfter': '{age}后处理',
  'cashDesk.waitingSince': '自 {time} 起等待',

  'cashDesk.status.SUBMITTED': '待核对',
  'cashDesk.status.PENDING': '待审批',
  'cashDesk.status.APPROVED': '待付款',
  'cashDesk.status.SUCCESS': '已入账',
  'cashDesk.status.PAID': '已付款',
  'cashDesk.status.REJECTED': '已拒绝',
  'cashDesk.status.FAILED': '失败',
  'cashDesk.status.CANCELLED': '已取消',
  'cashDesk.status.EXPIRED': '已过期',

  'cashDesk.showDetails': '详情',
  'cashDesk.detailsOf': '{reference} 的详情',
  'cashDesk.created': '创建时间',
  'cashDesk.updated': '最后变更',
  'cashDesk.handledBy': '处理人',
  'cashDesk.reason': '备注或原因',
  'cashDesk.memberId': 'ID {id}',

  'cashDesk.action.approve': '批准',
  'cashDesk.action.reject': '拒绝',
  'cashDesk.action.pay': '标记已付款',
  'cashDesk.actionNamed.approve': '批准 {reference}',
  'cashDesk.actionNamed.reject': '拒绝 {reference}',
  'cashDesk.actionNamed.pay': '将 {reference} 标记为已付款',

  'cashDesk.dialog.DEPOSIT.approve': '批准存款 {reference}',
  'cashDesk.dialog.DEPOSIT.reject': '拒绝存款 {reference}',
  'cashDesk.dialog.WITHDRAWAL.approve': '批准提款 {reference}',
  'cashDesk.dialog.WITHDRAWAL.reject': '拒绝提款 {reference}',
  'cashDesk.dialog.WITHDRAWAL.pay': '将提款 {reference} 标记为已付款',
  'cashDesk.explain.DEPOSIT.approve':
    '请在银行流水中确认收到这笔转账后再批准。金额会立即计入会员余额。',
  'cashDesk.explain.DEPOSIT.reject': '不会入账。会员会看到该存款已被拒绝以及您填写的原因。',
  'cashDesk.explain.WITHDRAWAL.approve':
    '申请将进入“待付款”。在您标记已付款或拒绝之前，这笔钱会一直被冻结。',
  'cashDesk.explain.WITHDRAWAL.reject': '冻结的金额会立即退回会员余额。会员会看到您填写的原因。',
  'cashDesk.explain.WITHDRAWAL.pay':
    '请在向下方账户的银行转账发出之后再标记已付款。冻结的资金将转出平台。',
  'cashDesk.payout': '应付金额（扣除手续费后）',
  'cashDesk.note': '备注（可选）',
  'cashDesk.noteHint': '会记录在审计日志中。',
  'cashDesk.payoutReference': '付款参考号（可选）',
  'cashDesk.payoutReferenceHint': '银行为这笔转账给出的参考号，会记录在审计日志中。',
  'cashDesk.working': '处理中…',

  'cashDesk.done.approve': '{reference} 已批准。',
  'cashDesk.done.reject': '{reference} 已拒绝。',
  'cashDesk.done.pay': '{reference} 已标记为已付款。',
  'cashDesk.alreadySettled':
    '{reference} 已被其他人处理（或已由一次未收到回复的先前操作处理）。列表现在显示其当前状态。',
};
