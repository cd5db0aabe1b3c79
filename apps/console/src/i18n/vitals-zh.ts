import type { vitalsEn } from './vitals-en';

/** 仪表盘的现场数据（issue 19，决策 0044）。Spread into zh.ts (`...vitalsZh`). */
export const vitalsZh: Record<keyof typeof vitalsEn, string> = {
  'vitals.title': '现场数据（p75）',
  'vitals.intro':
    '页面对真实玩家有多快：在玩家浏览器中测得的各项核心网页指标的第 75 百分位，按页面列出。',
  'vitals.windows': '时间范围',
  'vitals.window.24h': '最近 24 小时',
  'vitals.window.7d': '最近 7 天',
  'vitals.window.28d': '最近 28 天',
  'vitals.page': '页面',
  'vitals.metric.LCP': 'LCP',
  'vitals.metric.INP': 'INP',
  'vitals.metric.CLS': 'CLS',
  'vitals.metricName.LCP': '最大内容绘制',
  'vitals.metricName.INP': '交互到下一次绘制',
  'vitals.metricName.CLS': '累计布局偏移',
  'vitals.sample': '1 个样本',
  'vitals.samples': '{count} 个样本',
  'vitals.noSamples': '无样本',
  'vitals.rating.good': '良好',
  'vitals.rating.needs-improvement': '需要改进',
  'vitals.rating.poor': '较差',
  'vitals.thresholds':
    '良好：LCP ≤ 2.5 秒、INP ≤ 200 毫秒、CLS ≤ 0.1；较差：LCP > 4 秒、INP > 500 毫秒、CLS > 0.25。',
  'vitals.empty': '此时间范围内还没有现场数据。',
  'vitals.tableLabel': '各页面的现场数据',
};
