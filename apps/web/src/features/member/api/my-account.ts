import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@app/contracts/account';
import { profileRoutes } from '@app/contracts/profile-routes';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { memberKeys } from '@/shared/api/member-keys';
import { useSessionStore } from '@/shared/lib/session-store';
import { uploadImage } from '@/shared/uploads/member-files';

/** The fields my account edits in place, each with its /wps/member/info/* call. */
export type ProfileField = 'nickname' | 'email' | 'payeeName' | 'birthday';

function saveField(field: ProfileField, value: string): Promise<MemberInfo> {
  switch (field) {
    case 'nickname':
      return call(routes.memberInfoNickname, { body: { nickname: value } });
    case 'email':
      return call(routes.memberInfoEmail, { body: { email: value } });
    case 'payeeName':
      return call(routes.memberInfoPayeeName, { body: { payeeName: value } });
    case 'birthday':
      return call(profileRoutes.memberInfoBirthday, { body: { birthday: value } });
  }
}

/**
 * Every edit answers the updated member info: it replaces the cached one at once (header, side
 * menu, this screen), then everything of the member is fetched again (the cashier reads the payee
 * name, the VIP screen the birthday).
 */
function useMemberInfoUpdate() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.session?.token ?? '');
  return async (info: MemberInfo) => {
    client.setQueryData(memberKeys.info(token), info);
    await client.invalidateQueries({ queryKey: memberKeys.all(token) });
  };
}

export function useSaveProfileField() {
  const update = useMemberInfoUpdate();
  return useMutation({
    mutationFn: ({ field, value }: { field: ProfileField; value: string }) =>
      saveField(field, value),
    onSuccess: update,
  });
}

/** GET /wps/member/info/icon (PROFPIC3): the built-in avatars to pick from. */
export function useAvatarChoices(enabled: boolean) {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useQuery({
    queryKey: [...memberKeys.all(token), 'icons'],
    queryFn: ({ signal }) => call(routes.memberInfoIcons, {}, { signal }),
    enabled: enabled && token !== '',
    staleTime: 5 * 60_000,
  });
}

/**
 * The avatar: a built-in one by id, or a picture the member uploads (purpose AVATAR; the server
 * re-encodes it to 256 x 256) and then sets as `file:<fileId>`.
 */
export function useSetAvatar() {
  const update = useMemberInfoUpdate();
  return useMutation({
    mutationFn: async (choice: { icon: string } | { file: File }): Promise<MemberInfo> => {
      const icon =
        'icon' in choice
          ? choice.icon
          : `file:${(await uploadImage(choice.file, 'AVATAR')).fileId}`;
      return call(routes.memberInfoIconSet, { body: { icon } });
    },
    onSuccess: update,
  });
}
