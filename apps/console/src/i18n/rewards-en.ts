/**
 * English strings of the rewards screen (issue 16): claims to approve or reject, the deposit
 * bonuses' wagering rules, and starting a red envelope rain. Spread into en.ts (`...rewardsEn`).
 */
export const rewardsEn = {
  'nav.rewards': 'Rewards',

  'rewards.title': 'Rewards',
  'rewards.intro':
    'Claims that wait for a decision, the deposit bonuses’ wagering rules, and the red envelope rain.',
  'rewards.tabs': 'Reward areas',
  'rewards.tab.claims': 'Claims',
  'rewards.tab.bonuses': 'Deposit bonuses',
  'rewards.tab.rain': 'Red envelope rain',

  // Claims
  'rewards.claims.filters': 'Filters',
  'rewards.claims.show': 'Show',
  'rewards.claims.status.APPLYING': 'To decide',
  'rewards.claims.status.ISSUED': 'Approved',
  'rewards.claims.status.REJECTED': 'Rejected',
  'rewards.claims.status.CLAIMED': 'Claimed',
  'rewards.claims.status.CLAIMABLE': 'Not claimed yet',
  'rewards.claims.status.ALL': 'All',
  'rewards.claims.list': 'Reward claims',
  'rewards.claims.none.APPLYING': 'No claim waits for a decision. New claims appear here.',
  'rewards.claims.none.other': 'No claims with this status.',
  'rewards.claims.col.member': 'Member',
  'rewards.claims.col.promotion': 'Promotion',
  'rewards.claims.col.amount': 'Amount',
  'rewards.claims.col.status': 'Status',
  'rewards.claims.col.time': 'Applied',
  'rewards.claims.col.decision': 'Decision',
  'rewards.claims.col.actions': 'Actions',
  'rewards.claims.memberId': 'ID {id}',
  'rewards.claims.handledBy': 'By {name}',
  'rewards.claims.approve': 'Approve',
  'rewards.claims.reject': 'Reject',
  'rewards.claims.approveNamed': 'Approve {title} for {username}',
  'rewards.claims.rejectNamed': 'Reject {title} for {username}',
  'rewards.claims.approveTitle': 'Approve {title} for {username}?',
  'rewards.claims.rejectTitle': 'Reject {title} for {username}?',
  'rewards.claims.approveExplain':
    'The amount is paid into the member’s wallet at once, and the member sees the claim as issued.',
  'rewards.claims.rejectExplain':
    'Nothing is paid. The member sees the claim as rejected, with your reason.',
  'rewards.claims.approveConfirm': 'Approve and pay',
  'rewards.claims.rejectConfirm': 'Reject claim',
  'rewards.claims.reasonHint': 'The member reads this. At most {max} characters.',
  'rewards.claims.reasonLong': 'The reason can be at most {max} characters.',
  'rewards.claims.working': 'Working…',
  'rewards.claims.approved': '{title} for {username} approved and paid.',
  'rewards.claims.rejected': '{title} for {username} rejected.',
  'rewards.claims.alreadyDecided': 'This claim was already decided by someone else.',

  // Deposit bonuses
  'rewards.bonuses.list': 'Deposit bonuses',
  'rewards.bonuses.none': 'No deposit bonuses are set up.',
  'rewards.bonuses.col.promotion': 'Promotion',
  'rewards.bonuses.col.bonus': 'Bonus',
  'rewards.bonuses.col.minDeposit': 'Min. deposit',
  'rewards.bonuses.col.wagering': 'Wagering',
  'rewards.bonuses.col.days': 'Days',
  'rewards.bonuses.col.status': 'Status',
  'rewards.bonuses.col.active': 'Active bonuses',
  'rewards.bonuses.col.actions': 'Actions',
  'rewards.bonuses.kind.WELCOME': 'Welcome',
  'rewards.bonuses.kind.RELOAD': 'Reload',
  'rewards.bonuses.percentUpTo': '{percent}% up to {max}',
  'rewards.bonuses.multiple': '{multiple}× bonus + deposit',
  'rewards.bonuses.noWagering': 'None',
  'rewards.bonuses.daysValue': '{days} days',
  'rewards.bonuses.on': 'On',
  'rewards.bonuses.off': 'Off',
  'rewards.bonuses.edit': 'Edit',
  'rewards.bonuses.editNamed': 'Edit {title}',
  'rewards.bonuses.editTitle': 'Edit {title}',
  'rewards.bonuses.editExplain':
    'Bonuses already credited keep the rules they were credited with; a change applies to deposits from now on.',
  'rewards.bonuses.multipleLabel': 'Wagering multiple',
  'rewards.bonuses.multipleHint':
    'Valid turnover needed: this many times (bonus + deposit), from 0 to 100.',
  'rewards.bonuses.daysLabel': 'Days to meet it',
  'rewards.bonuses.daysHint': '1 to 365. After that, what is left of the bonus is removed.',
  'rewards.bonuses.enabledLabel': 'Offered to members',
  'rewards.bonuses.enabledHint': 'Off: members no longer see it at deposit.',
  'rewards.bonuses.multipleInvalid': 'The wagering multiple is a whole number from 0 to 100.',
  'rewards.bonuses.daysInvalid': 'The days are a whole number from 1 to 365.',
  'rewards.bonuses.save': 'Save',
  'rewards.bonuses.saving': 'Saving…',
  'rewards.bonuses.saved': '{title} saved.',
  'rewards.bonuses.unchanged': 'Nothing was changed.',

  // Red envelope rain
  'rewards.rain.heading': 'Start a rain now',
  'rewards.rain.explain':
    'Scheduled sessions run by themselves. Start one now for a live event or a demo: it uses the scheduled sessions’ pool and limits, and members with the app open see it at once.',
  'rewards.rain.minutes': 'Minutes',
  'rewards.rain.minutesHint': '1 to 60.',
  'rewards.rain.minutesInvalid': 'The minutes are a whole number from 1 to 60.',
  'rewards.rain.start': 'Start rain',
  'rewards.rain.confirmTitle': 'Start a red envelope rain now?',
  'rewards.rain.confirmExplain':
    'A session starts now and runs for {minutes} minutes. Envelopes are paid from the pool; this cannot be undone.',
  'rewards.rain.confirm': 'Start now',
  'rewards.rain.starting': 'Starting…',
  'rewards.rain.started': 'Rain session {id} runs from {start} to {end}.',
  'rewards.rain.alreadyRunning': 'A rain was already running: session {id}, from {start} to {end}.',
} as const;

export type RewardsKey = keyof typeof rewardsEn;
