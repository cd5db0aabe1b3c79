import { CN, EG, GB, KH, VN } from 'country-flag-icons/react/3x2';
import { languageFlagCountry } from '@/shared/i18n/languages';

const flags: Record<string, typeof KH> = { KH, GB, CN, VN, EG };

/** The flag of a language (KM->KH, EN->GB, ZH->CN, VI->VN, AR->EG); decorative. */
export function LanguageFlag({ code, className }: { code: string; className?: string }) {
  const country = languageFlagCountry(code);
  const Flag = country ? flags[country] : undefined;
  return Flag ? <Flag className={className} aria-hidden="true" /> : null;
}
