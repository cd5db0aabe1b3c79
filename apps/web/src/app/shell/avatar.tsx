/** The header's and side menu's avatar; the component is shared (my account shows it too). */
export { Avatar } from '@/shared/ui/avatar';
