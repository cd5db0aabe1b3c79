/** The side menu's flags; the component is shared (settings shows the same list). */
export { LanguageFlag } from '@/shared/ui/language-flag';
