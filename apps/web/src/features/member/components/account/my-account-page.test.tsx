import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@app/contracts/account';
import { profileRoutes } from '@app/contracts/profile-routes';
import { routes } from '@app/contracts/routes';
import { uploadRoutes } from '@app/contracts/upload-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { memberInfoPayload, sessionInfo, statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fail = (errorCode: string, status = 400, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, value, errorCode, message: errorCode }), {
    status,
  });

const fileId = 'ab'.repeat(16);
const withPictures = (on: boolean) =>
  statusPayload({}, { whitelabel: on ? { PROFPIC3: true } : {} });

/** The request bodies sent to `path` with `method` (form bodies as URLSearchParams). */
function bodiesOf(spy: ReturnType<typeof renderApp>['fetchSpy'], path: string, method = 'POST') {
  return spy.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path &&
        (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => init?.body);
}

/** A member whose info the edits change, as the server would. */
function memberServer(start: Partial<MemberInfo> = {}) {
  let info = memberInfoPayload(start);
  return {
    get: () => info,
    set: (change: Partial<MemberInfo>) => {
      info = { ...info, ...change };
      return info;
    },
  };
}

beforeEach(() => {
  useSessionStore.setState({ session: sessionInfo() });
  URL.createObjectURL = vi.fn(() => 'blob:avatar');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('my account: the avatar sheet', () => {
  it('is not offered without PROFPIC3', async () => {
    renderApp('/m/myAccount/index', { status: withPictures(false) });
    expect(await screen.findByTestId('my-account-card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile picture' })).toBeNull();
  });

  it('picks a built-in avatar: saved at once, the sheet closes, the card shows it', async () => {
    const user = userEvent.setup();
    const member = memberServer();
    const { fetchSpy } = renderApp('/m/myAccount/index', {
      status: withPictures(true),
      routes: {
        [routes.memberInfo.path]: () => member.get(),
        [routes.memberInfoIconSet.path]: (init) =>
          member.set({ icon: new URLSearchParams(String(init?.body)).get('icon') }),
      },
    });
    await user.click(await screen.findByTestId('change-avatar'));
    const sheet = await screen.findByTestId('avatar-sheet');
    const grid = within(sheet).getAllByRole('button', { name: /^Avatar \d+$/ });
    expect(grid).toHaveLength(12);
    await user.click(within(sheet).getByRole('button', { name: 'Avatar 3' }));
    await waitFor(() =>
      expect(
        bodiesOf(fetchSpy, routes.memberInfoIconSet.path).map((b) =>
          new URLSearchParams(String(b)).get('icon'),
        ),
      ).toEqual(['avatar-3']),
    );
    const card = screen.getByTestId('my-account-card');
    await waitFor(() =>
      expect(card.querySelector('img[data-avatar="preset"]')).toHaveAttribute(
        'src',
        '/cdn/avatars/avatar-3.svg',
      ),
    );
    // Opened again, the current one is marked and cannot be picked again.
    await user.click(screen.getByTestId('change-avatar'));
    expect(
      within(await screen.findByTestId('avatar-sheet')).getByRole('button', { name: 'Avatar 3' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks a photo on the device first, then uploads it and sets it as file:<id>', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const member = memberServer();
    const { fetchSpy } = renderApp('/m/myAccount/index', {
      status: withPictures(true),
      routes: {
        [routes.memberInfo.path]: () => member.get(),
        [uploadRoutes.memberFileUpload.path]: () => ({
          fileId,
          purpose: 'AVATAR',
          contentType: 'image/png',
          width: 256,
          height: 256,
          bytes: 1000,
        }),
        [routes.memberInfoIconSet.path]: (init) =>
          member.set({ icon: new URLSearchParams(String(init?.body)).get('icon') }),
        [`/wps/member/files/${fileId}`]: () => new Response(new Blob(['png'])),
      },
    });
    await user.click(await screen.findByTestId('change-avatar'));
    const sheet = await screen.findByTestId('avatar-sheet');
    const input = within(sheet).getByTestId('avatar-file');

    await user.upload(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(within(sheet).getByTestId('avatar-error')).toHaveTextContent(
      'Only png or jpg images can be uploaded.',
    );
    const huge = new File([new Uint8Array(8)], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(within(sheet).getByTestId('avatar-error')).toHaveTextContent(
      'The file is too large or not supported.',
    );
    expect(bodiesOf(fetchSpy, uploadRoutes.memberFileUpload.path)).toHaveLength(0);

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(
        bodiesOf(fetchSpy, routes.memberInfoIconSet.path).map((b) =>
          new URLSearchParams(String(b)).get('icon'),
        ),
      ).toEqual([`file:${fileId}`]),
    );
    expect(bodiesOf(fetchSpy, uploadRoutes.memberFileUpload.path)).toHaveLength(1);
    // The card shows the uploaded picture, read with the session.
    await waitFor(() =>
      expect(
        screen.getByTestId('my-account-card').querySelector('img[data-avatar="uploaded"]'),
      ).toHaveAttribute('src', 'blob:avatar'),
    );
  });

  it('shows the server’s refusal in the sheet, which stays open', async () => {
    const user = userEvent.setup();
    renderApp('/m/myAccount/index', {
      status: withPictures(true),
      routes: { [routes.memberInfoIconSet.path]: () => fail('NO_PERMISSION', 403) },
    });
    await user.click(await screen.findByTestId('change-avatar'));
    const sheet = await screen.findByTestId('avatar-sheet');
    await user.click(within(sheet).getByRole('button', { name: 'Avatar 5' }));
    expect(await within(sheet).findByTestId('avatar-error')).toHaveTextContent(
      'No permission, or the feature is temporarily unavailable.',
    );
    expect(within(sheet).getByRole('button', { name: 'Avatar 5' })).toBeEnabled();
  });
});

describe('my account: the fields', () => {
  it('keeps what was typed when the server refuses, and saves once it is right', async () => {
    const user = userEvent.setup();
    const member = memberServer();
    let refuse = true;
    renderApp('/m/myAccount/index', {
      routes: {
        [routes.memberInfo.path]: () => member.get(),
        [routes.memberInfoEmail.path]: (init) => {
          if (refuse) return fail('EMAIL_TAKEN', 409);
          return member.set(JSON.parse(String(init?.body)) as Partial<MemberInfo>);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Email' }));
    const sheet = await screen.findByTestId('edit-email');
    const email = within(sheet).getByLabelText('Email');
    expect(email).toHaveValue('demo01@example.com');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      within(sheet).getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'This email is already in use.',
    );
    expect(email).toHaveValue('taken@example.com');
    refuse = false;
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('row-email-value')).toHaveTextContent('taken@example.com'),
    );
  });

  it('sets the birthday once: under 18 refused on the device, then locked', async () => {
    const user = userEvent.setup();
    const member = memberServer();
    const { fetchSpy } = renderApp('/m/myAccount/index', {
      routes: {
        [routes.memberInfo.path]: () => member.get(),
        [profileRoutes.memberInfoBirthday.path]: (init) =>
          member.set(JSON.parse(String(init?.body)) as Partial<MemberInfo>),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set Birthday' }));
    const sheet = await screen.findByTestId('edit-birthday');
    expect(within(sheet).getByTestId('once-warning')).toBeInTheDocument();
    const input = within(sheet).getByLabelText('Birthday');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 5);
    await user.type(input, young.toISOString().slice(0, 10));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByText('You must be at least 18 years old.')).toBeInTheDocument();
    expect(bodiesOf(fetchSpy, profileRoutes.memberInfoBirthday.path)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '1990-05-17');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('row-birthday-value')).toHaveTextContent('1990-05-17'),
    );
    expect(bodiesOf(fetchSpy, profileRoutes.memberInfoBirthday.path)).toEqual([
      JSON.stringify({ birthday: '1990-05-17' }),
    ]);
    // Set once: no longer a button.
    expect(screen.queryByRole('button', { name: /Birthday/ })).toBeNull();
    expect(screen.getByTestId('row-birthday')).toHaveTextContent(
      'Contact customer service to change it',
    );
  });

  it('shows a trial account its details with nothing to change', async () => {
    useSessionStore.setState({ session: sessionInfo(4) });
    renderApp('/m/myAccount/index', {
      status: withPictures(true),
      member: memberInfoPayload({ type: 4, nickname: null }),
    });
    expect(await screen.findByTestId('trial-prompt')).toBeInTheDocument();
    expect(await screen.findByTestId('row-nickname')).not.toHaveRole('button');
    expect(screen.queryByTestId('change-avatar')).toBeNull();
    expect(screen.getByTestId('row-mobile-value')).toHaveTextContent('+855 ****5678');
  });
});
