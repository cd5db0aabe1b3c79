import { MAX_IMAGES_PER_FORM, type UploadPurpose } from '@app/contracts/upload-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { checkImageFile, uploadImage } from './member-files';

/** One picked image: shown from the device at once, uploaded as soon as it is picked. */
export type ImageAttachment = {
  key: string;
  name: string;
  /** An object URL of the picked file (the thumbnail). */
  previewUrl: string;
  /** Set once the upload answered. */
  fileId: string | null;
};

let nextKey = 0;

/**
 * The images a form attaches (identity documents, feedback; spec sections 5 and 8): up to 3 png
 * or jpg files of at most 5 MB, each checked on the device first (so the upload-limit message
 * comes before any upload), then uploaded at once with the form's purpose. A refused file is
 * left out and named by `describeProblem(file, error)` (the form's own wording; `file` is null
 * for "too many images", which is about the form, not one file).
 */
export function useImageAttachments(
  purpose: UploadPurpose,
  describeProblem: (file: File | null, error: unknown) => string,
) {
  const [items, setItems] = useState<ImageAttachment[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // The items as they are now, for the uploads that answer later and for clean-up.
  const current = useRef<ImageAttachment[]>([]);
  const alive = useRef(true);

  const update = useCallback((next: (items: ImageAttachment[]) => ImageAttachment[]) => {
    current.current = next(current.current);
    setItems(current.current);
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      for (const item of current.current) URL.revokeObjectURL(item.previewUrl);
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const refused = checkImageFile(file);
        if (refused) found.push(describeProblem(file, refused));
        else accepted.push(file);
      }
      const room = MAX_IMAGES_PER_FORM - current.current.length;
      if (accepted.length > room) {
        const tooMany = new ApiError('UPLOAD_TOO_MANY', 'too many', 409, {
          max: MAX_IMAGES_PER_FORM,
        });
        found.push(describeProblem(null, tooMany));
        accepted.splice(Math.max(0, room));
      }
      setProblems(found);
      for (const file of accepted) {
        const item: ImageAttachment = {
          key: `image-${(nextKey += 1)}`,
          name: file.name,
          previewUrl: URL.createObjectURL(file),
          fileId: null,
        };
        update((list) => [...list, item]);
        uploadImage(file, purpose).then(
          (stored) => {
            if (!alive.current) return;
            update((list) =>
              list.map((i) => (i.key === item.key ? { ...i, fileId: stored.fileId } : i)),
            );
          },
          (error: unknown) => {
            if (!alive.current) return;
            // Refused by the server (not really png or jpg, too many uploads this hour...).
            update((list) => list.filter((i) => i.key !== item.key));
            URL.revokeObjectURL(item.previewUrl);
            setProblems((list) => [...list, describeProblem(file, error)]);
          },
        );
      }
    },
    [purpose, describeProblem, update],
  );

  const remove = useCallback(
    (key: string) => {
      const item = current.current.find((i) => i.key === key);
      if (item) URL.revokeObjectURL(item.previewUrl);
      update((list) => list.filter((i) => i.key !== key));
      setProblems([]);
    },
    [update],
  );

  const clear = useCallback(() => {
    for (const item of current.current) URL.revokeObjectURL(item.previewUrl);
    update(() => []);
    setProblems([]);
  }, [update]);

  return {
    items,
    problems,
    add,
    remove,
    clear,
    uploading: items.some((i) => i.fileId === null),
    fileIds: items.flatMap((i) => (i.fileId ? [i.fileId] : [])),
    full: items.length >= MAX_IMAGES_PER_FORM,
  };
}
export type ImageAttachments = ReturnType<typeof useImageAttachments>;
