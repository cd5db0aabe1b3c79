import { ComingSoon } from '@/shared/ui/coming-soon';
import { TrialRegisterPrompt } from './trial-register-prompt';

/** Member centre: the trial prompt (spec section 6) above the placeholder until its issue lands. */
export function MemberHomePage() {
  return <ComingSoon lead={<TrialRegisterPrompt />} />;
}
