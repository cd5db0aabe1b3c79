/**
 * English strings of identity verification (issue 14): support reviews members' documents.
 * Spread into en.ts (`...kycEn`).
 */
export const kycEn = {
  'nav.kyc': 'Identity checks',

  'kyc.title': 'Identity verification',
  'kyc.intro':
    'Documents members sent to prove who they are. Those waiting for review come first, oldest first. Compare each document with the member’s profile, then verify or reject with a reason the member will read.',
  'kyc.filters': 'Filters',
  'kyc.state': 'Show',
  'kyc.state.ALL': 'All',
  'kyc.state.REVIEW': 'Under review',
  'kyc.state.VERIFIED': 'Verified',
  'kyc.state.REJECTED': 'Rejected',
  'kyc.search': 'Search',
  'kyc.searchPlaceholder': 'Username or member ID',
  'kyc.searchButton': 'Search',
  'kyc.list': 'Identity verification submissions',
  'kyc.none.ALL': 'No member has sent documents yet.',
  'kyc.none.REVIEW': 'Nothing is waiting. New submissions appear here.',
  'kyc.none.VERIFIED': 'No verified submissions yet.',
  'kyc.none.REJECTED': 'No rejected submissions.',
  'kyc.noneFound': 'No submission matches “{q}”.',

  'kyc.col.id': 'Submission',
  'kyc.col.member': 'Member',
  'kyc.col.documents': 'Documents',
  'kyc.col.status': 'Status',
  'kyc.col.submitted': 'Sent',
  'kyc.col.reviewed': 'Reviewed',
  'kyc.reviewedBy': 'by {operator}',
  'kyc.open': 'Review',
  'kyc.openNamed': 'Review submission {id} of {username}',
  'kyc.view': 'View',
  'kyc.viewNamed': 'View submission {id} of {username}',

  'kyc.back': 'Back to identity verification',
  'kyc.heading': 'Submission {id}',
  'kyc.memberTitle': 'Member',
  'kyc.member.id': 'Member ID',
  'kyc.member.username': 'Username',
  'kyc.member.nickname': 'Nickname',
  'kyc.member.payeeName': 'Payee name (real name)',
  'kyc.member.birthday': 'Birthday',
  'kyc.member.registered': 'Registered',
  'kyc.member.open': 'Open the member',
  'kyc.submissionTitle': 'Submission',
  'kyc.submittedAt': 'Sent',
  'kyc.reviewedAt': 'Reviewed',
  'kyc.reviewer': 'Reviewed by',
  'kyc.reason': 'Reason given to the member',
  'kyc.documents': 'Documents',
  'kyc.documentAlt': 'Document {n} of {total} sent by {username}',
  'kyc.documentOpen': 'Open document {n} full size in a new tab',
  'kyc.documentSize': '{width} × {height} px',
  'kyc.documentMissing': 'This image is no longer stored.',
  'kyc.history': 'Earlier submissions',
  'kyc.historyNone': 'This is the member’s first submission.',

  'kyc.approve': 'Verify',
  'kyc.reject': 'Reject',
  'kyc.approveTitle': 'Verify {username}?',
  'kyc.approveExplain':
    'The member is shown as verified and cannot send documents again. Check that the documents are readable and match the payee name and birthday.',
  'kyc.rejectTitle': 'Reject the documents of {username}?',
  'kyc.rejectExplain':
    'The member sees your reason and may send new documents. Say what to fix, e.g. “The photo is blurred: send a sharp photo of the whole card.”',
  'kyc.working': 'Saving…',
  'kyc.done.VERIFIED': '{username} is verified.',
  'kyc.done.REJECTED': 'The documents of {username} are rejected; the member sees your reason.',
  'kyc.alreadySettled': 'Someone else reviewed this submission first. It is shown as it is now.',
} as const;

export type KycKey = keyof typeof kycEn;
