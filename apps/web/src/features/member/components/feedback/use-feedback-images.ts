import { i18n } from '@/shared/i18n/i18n';
import { useImageAttachments, type ImageAttachments } from '@/shared/uploads/use-image-attachments';
import { feedbackErrorMessage } from './feedback-error';

const problemOf = (file: File | null, error: unknown) =>
  file
    ? i18n.t('feedback.imageProblem', { name: file.name, message: feedbackErrorMessage(error) })
    : feedbackErrorMessage(error);

/** The feedback form's images: up to 3, purpose FEEDBACK. */
export function useFeedbackImages(): ImageAttachments {
  return useImageAttachments('FEEDBACK', problemOf);
}
