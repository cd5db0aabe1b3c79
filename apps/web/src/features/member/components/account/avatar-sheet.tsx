import { useRef, useState, type ChangeEvent } from 'react';
import { avatarIds, avatarUrl } from '@app/contracts/avatars';
import { MAX_UPLOAD_BYTES } from '@app/contracts/upload-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import buttonStyles from '@/shared/ui/button.module.css';
import { FormAlert } from '@/shared/ui/form-field';
import { CheckIcon } from '@/shared/ui/icons/check';
import { ImagePlusIcon } from '@/shared/ui/icons/image-plus';
import spinnerStyles from '@/shared/ui/spinner.module.css';
import { showToast } from '@/shared/ui/toast';
import { checkImageFile } from '@/shared/uploads/member-files';
import { useSetAvatar } from '../../api/my-account';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import { memberErrorMessage } from './member-error';
import styles from './my-account.module.css';

/**
 * The avatar sheet (PROFPIC3): upload a png or jpg of at most 5 MB (checked on the device first,
 * so the upload-limit message comes before any upload; the server re-encodes it to a square), or
 * pick one of the built-in avatars. A choice is saved at once; a refusal is shown in the sheet.
 */
export function AvatarSheet({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // A fresh picker per opening (no error left from the last one); kept while the sheet closes.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  return (
    <TitledSheet
      open={open}
      title={t('myAccount.avatar.title')}
      onClose={onClose}
      testId="avatar-sheet"
    >
      <AvatarPicker key={opening} current={current} onDone={onClose} />
    </TitledSheet>
  );
}

function AvatarPicker({ current, onDone }: { current: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const setAvatar = useSetAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<unknown>(null);
  // What is being saved: an avatar id, or 'upload'.
  const [pending, setPending] = useState<string | null>(null);
  const busy = pending !== null;

  const save = async (choice: { icon: string } | { file: File }) => {
    setError(null);
    setPending('icon' in choice ? choice.icon : 'upload');
    try {
      await setAvatar.mutateAsync(choice);
      showToast({
        message: t('myAccount.avatar.saved'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refused = checkImageFile(file);
    if (refused) {
      setError(refused);
      return;
    }
    void save({ file });
  };

  return (
    <>
      <section className={styles.form} aria-labelledby="avatar-upload-title">
        <h3 id="avatar-upload-title" className={styles.subTitle}>
          {t('myAccount.avatar.uploadTitle')}
        </h3>
        <p className={styles.hint} id="avatar-upload-hint">
          {t('myAccount.avatar.uploadHint', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}
        </p>
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept="image/png,image/jpeg"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
          onChange={onFile}
        />
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-describedby="avatar-upload-hint"
          aria-busy={pending === 'upload'}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {pending === 'upload' ? (
            <>
              <span className={spinnerStyles.spinner} aria-hidden="true" />
              {t('myAccount.avatar.uploading')}
            </>
          ) : (
            <>
              <ImagePlusIcon size={20} />
              {t('myAccount.avatar.choosePhoto')}
            </>
          )}
        </button>
        <FormAlert text={error ? memberErrorMessage(error) : null} testId="avatar-error" />
      </section>
      <section className={styles.form} aria-labelledby="avatar-pick-title">
        <h3 id="avatar-pick-title" className={styles.subTitle}>
          {t('myAccount.avatar.pickTitle')}
        </h3>
        <ul className={styles.avatarGrid}>
          {avatarIds.map((id, index) => {
            const selected = id === current;
            return (
              <li key={id}>
                <button
                  type="button"
                  className={styles.avatarOption}
                  aria-pressed={selected}
                  aria-busy={pending === id}
                  aria-label={t('myAccount.avatar.option', { n: index + 1 })}
                  disabled={busy || selected}
                  onClick={() => void save({ icon: id })}
                >
                  <img src={avatarUrl(id)} alt="" width={64} height={64} />
                  {selected && (
                    <span className={styles.optionMark}>
                      <CheckIcon size={14} />
                    </span>
                  )}
                  {pending === id && (
                    <span className={styles.optionSpinner}>
                      <span className={spinnerStyles.spinner} aria-hidden="true" />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
