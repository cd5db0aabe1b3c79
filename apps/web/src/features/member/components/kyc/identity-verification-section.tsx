/** Identity verification in the security centre: being built in issue 14 (KYC helper replaces this file). */
export function IdentityVerificationSection() {
  return null;
}
