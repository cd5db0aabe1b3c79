import { avatarUrl as presetAvatarUrl, isAvatarId } from '@app/contracts/avatars';
import { cx } from '@/shared/lib/cx';
import { useMemberFileUrl } from '@/shared/uploads/member-files';
import styles from './avatar.module.css';

/** The member's own upload (issue 14): the icon is `file:<fileId>`, a private file. */
const uploadedIcon = /^file:([0-9a-f]{32})$/;

/** A picture URL, or one of the platform's preset avatars ("avatar-3", PROFPIC3), or nothing. */
function avatarUrl(icon: string | null | undefined): string | null {
  if (!icon) return null;
  if (isAvatarId(icon)) return presetAvatarUrl(icon);
  return /^(https?:\/\/|\/)/.test(icon) ? icon : null;
}

function presetHue(icon: string | null | undefined, name: string): number {
  const n = /(\d+)$/.exec(icon ?? '')?.[1];
  const seed =
    n !== undefined ? Number(n) * 47 : [...name].reduce((a, c) => a + c.charCodeAt(0), 0);
  return (seed * 37) % 360;
}

/**
 * The member's avatar: their uploaded picture (fetched with the session, shown through an object
 * URL), the preset picture or address the icon names, otherwise (the default, also while an
 * upload loads or when it cannot be read) a coloured disc with the first letter of their name.
 * Decorative: the control that holds it carries the name.
 */
export function Avatar({
  icon,
  name,
  size = 36,
  className,
}: {
  icon: string | null | undefined;
  name: string;
  size?: number;
  className?: string;
}) {
  const uploaded = uploadedIcon.exec(icon ?? '')?.[1] ?? null;
  const fileUrl = useMemberFileUrl(uploaded);
  const url = uploaded ? fileUrl : avatarUrl(icon);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (url)
    return (
      <img
        className={cx(styles.avatar, className)}
        src={url}
        alt=""
        width={size}
        height={size}
        style={style}
        aria-hidden="true"
        data-avatar={uploaded ? 'uploaded' : 'preset'}
      />
    );
  const hue = presetHue(uploaded ? null : icon, name);
  return (
    <span
      className={cx(styles.avatar, styles.initial, className)}
      style={{
        ...style,
        background: `linear-gradient(135deg, hsl(${hue} 70% 58%), hsl(${(hue + 40) % 360} 70% 42%))`,
      }}
      aria-hidden="true"
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
