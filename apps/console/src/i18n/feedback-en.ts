/**
 * English strings of the feedback desk (issue 14): members' feedback read and handled by
 * support. Spread into en.ts (`...feedbackEn`).
 */
export const feedbackEn = {
  'nav.feedback': 'Feedback',

  'feedback.title': 'Feedback',
  'feedback.intro':
    'What members wrote from the member centre and the help centre. New feedback comes first; open one to read it with its images and mark it handled.',
  'feedback.filters': 'Filters',
  'feedback.status': 'Show',
  'feedback.status.NEW': 'New',
  'feedback.status.HANDLED': 'Handled',
  'feedback.status.ALL': 'All',
  'feedback.category': 'Topic',
  'feedback.category.all': 'All topics',
  'feedback.category.deposit': 'Deposit',
  'feedback.category.withdrawal': 'Withdrawal',
  'feedback.category.games': 'Games',
  'feedback.category.account': 'Account and security',
  'feedback.category.promotion': 'Promotions and bonuses',
  'feedback.category.suggestion': 'Suggestion',
  'feedback.category.other': 'Other',
  'feedback.search': 'Member',
  'feedback.searchPlaceholder': 'Username or its beginning',
  'feedback.searchButton': 'Search',

  'feedback.list': 'Feedback from members',
  'feedback.none.NEW': 'No new feedback. New messages appear here.',
  'feedback.none.HANDLED': 'No handled feedback yet.',
  'feedback.none.ALL': 'No feedback yet.',
  'feedback.noneFound': 'No feedback from a member matching “{q}”.',

  'feedback.col.id': 'No.',
  'feedback.col.member': 'Member',
  'feedback.col.category': 'Topic',
  'feedback.col.text': 'Feedback',
  'feedback.col.images': 'Images',
  'feedback.col.status': 'Status',
  'feedback.col.sent': 'Sent',
  'feedback.col.actions': 'Actions',
  'feedback.memberId': 'ID {id}',
  'feedback.open': 'Open',
  'feedback.openNamed': 'Open feedback {id}',

  'feedback.dialog': 'Feedback {id}',
  'feedback.remark': 'Remark',
  'feedback.noRemark': 'No remark',
  'feedback.sent': 'Sent',
  'feedback.handledAt': 'Handled',
  'feedback.handledBy': 'Handled by',
  'feedback.handledByToken': 'an API token',
  'feedback.images': 'Images',
  'feedback.noImages': 'No images attached.',
  'feedback.image': 'Image {n} of feedback {id}',
  'feedback.openImage': 'Open image {n} in a new tab',
  'feedback.note': 'Note for the audit log (optional)',
  'feedback.noteHint': 'What was done, e.g. “Refunded the deposit” (at most 500 characters).',
  'feedback.noteLong': 'At most 500 characters.',
  'feedback.markHandled': 'Mark handled',
  'feedback.marking': 'Saving…',
  'feedback.done': 'Feedback {id} is marked handled.',
  'feedback.alreadyHandled':
    'Feedback {id} was already handled by someone else. The list now shows its current state.',
} as const;

export type FeedbackKey = keyof typeof feedbackEn;
