import { avatarUrl as presetAvatarUrl, isAvatarId } from '@app/contracts/avatars';
import { cx } from '@/shared/lib/cx';
import styles from './avatar.module.css';

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
 * The member's avatar: the preset picture or address the icon names, otherwise (the default) a
 * coloured disc with the first letter of their name. Decorative: the control that
 * holds it carries the name.
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
  const url = avatarUrl(icon);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (url)
    return (
      <img
        className={cx(styles.avatar, className)}
        src={url}
        alt=""
        style={style}
        aria-hidden="true"
      />
    );
  const hue = presetHue(icon, name);
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
