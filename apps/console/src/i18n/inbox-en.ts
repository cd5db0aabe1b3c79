/**
 * English strings of the inbox screen (issue 15): messages support sends to members' inboxes.
 * Spread into en.ts (`...inboxEn`).
 */
export const inboxEn = {
  'nav.inbox': 'Inbox',

  'inbox.title': 'Inbox messages',
  'inbox.intro':
    "Write to one member, the members of a VIP level, every agent or everyone. Messages arrive in the members' inbox in the app, unread first; the app picks the member's language, else Khmer, else English.",

  'inbox.compose': 'New message',
  'inbox.audience': 'Send to',
  'inbox.audience.MEMBER': 'One member',
  'inbox.audience.VIP': 'A VIP level',
  'inbox.audience.AGENTS': 'All agents',
  'inbox.audience.ALL': 'Everyone',
  'inbox.username': 'Username',
  'inbox.usernameHint': 'The member must exist; any case.',
  'inbox.level': 'VIP level',
  'inbox.levelHint': 'Members at this level when they open their inbox (0 to 100).',
  'inbox.agentsHint': 'Every agent account, including agents who register later.',
  'inbox.allHint': 'Every member, including members who register later.',

  'inbox.languages': 'Languages',
  'inbox.languagesHint': 'Write at least one language; leave the others empty.',
  'inbox.lang.km': 'Khmer (km)',
  'inbox.lang.en': 'English (en)',
  'inbox.lang.zh': 'Chinese (zh)',
  'inbox.lang.vi': 'Vietnamese (vi)',
  'inbox.written': 'written',
  'inbox.textTitle': 'Title ({lang})',
  'inbox.textContent': 'Content HTML ({lang})',
  'inbox.textContentHint':
    'HTML; scripts and unsafe markup are removed when sending, as the preview shows.',
  'inbox.clearLanguage': 'Clear {lang}',

  'inbox.preview': 'Preview',
  'inbox.previewHint': "The server's sanitised HTML, as a phone shows it.",
  'inbox.previewFrame': 'Message preview, {lang}',
  'inbox.previewEmpty': 'Write some content to see it here.',
  'inbox.previewEmptyTitle': '(no title)',
  'inbox.previewLoading': 'Updating the preview…',
  'inbox.previewFailed': 'The preview could not be made: {error}',

  'inbox.send': 'Send…',
  'inbox.sending': 'Sending…',
  'inbox.confirmTitle': 'Send this message?',
  'inbox.confirmTo': 'To',
  'inbox.confirmLanguages': 'Languages',
  'inbox.confirmTitles': 'Titles',
  'inbox.confirmWarning': 'A sent message cannot be changed or recalled.',
  'inbox.confirmSend': 'Send now',
  'inbox.cancel': 'Cancel',
  'inbox.sent': 'Message #{id} sent to {audience}.',

  'inbox.problem.username': 'Enter the username of the member to write to.',
  'inbox.problem.level': 'The VIP level is a whole number from 0 to 100.',
  'inbox.problem.noLanguage': 'Write a title and content in at least one language.',
  'inbox.problem.incomplete': '{lang}: write both a title and content, or leave both empty.',
  'inbox.problem.tooLong': '{lang}: the content is longer than {max} characters.',
  'inbox.error.recipient': 'There is no member with the username "{username}".',
  'inbox.error.emptyContent':
    '{lang}: nothing is left of the content once unsafe markup is removed.',

  'inbox.sentList': 'Sent messages',
  'inbox.none': 'No inbox messages yet. Messages you send appear here.',
  'inbox.col.id': 'ID',
  'inbox.col.title': 'Title',
  'inbox.col.audience': 'To',
  'inbox.col.languages': 'Languages',
  'inbox.col.sentBy': 'Sent by',
  'inbox.col.sentAt': 'Sent',
  'inbox.col.read': 'Read by',
  'inbox.to.MEMBER': 'Member {username}',
  'inbox.to.VIP': 'VIP level {level}',
  'inbox.to.AGENTS': 'All agents',
  'inbox.to.ALL': 'Everyone',
  'inbox.system': 'System',
  'inbox.readCount': '{count} members',
} as const;

export type InboxKey = keyof typeof inboxEn;
