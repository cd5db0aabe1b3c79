/**
 * Identity verification states (zod-free: the web app's security centre reads them at run time).
 * A submission is REVIEW until support settles it as VERIFIED or REJECTED (with a reason). The
 * member's state is their latest submission's, or NONE (the "upload" label) before the first.
 */
export const kycSubmissionStatuses = ['REVIEW', 'VERIFIED', 'REJECTED'] as const;
export type KycSubmissionStatus = (typeof kycSubmissionStatuses)[number];

export const kycStates = ['NONE', ...kycSubmissionStatuses] as const;
export type KycState = (typeof kycStates)[number];

/** The operator's reason for a rejection, shown to the member. */
export const KYC_REASON_MAX = 500;
