import { i18n } from '@/shared/i18n/i18n';
import { useImageAttachments, type ImageAttachments } from '@/shared/uploads/use-image-attachments';
import { memberErrorMessage } from '../account/member-error';

/** "photo.gif: Only png or jpg images can be uploaded." */
const problemOf = (file: File | null, error: unknown) =>
  file
    ? i18n.t('kyc.fileProblem', { name: file.name, message: memberErrorMessage(error) })
    : memberErrorMessage(error);

/** The documents of an identity-verification submission: up to 3 images, purpose KYC. */
export function useKycDocuments(): ImageAttachments {
  return useImageAttachments('KYC', problemOf);
}
export type KycDocuments = ImageAttachments;
