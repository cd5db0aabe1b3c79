import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from '../api/session';
import { createQueryClient } from '../app/app';
import { I18nProvider } from '../i18n/i18n';
import { emptyPage, fail, mockApi, ok, session } from '../test/mock-api';
import { ContentScreen } from './content-screen';

/**
 * The screen under the console's real providers and router. It mounts /content itself, as the
 * route is not in app.tsx yet; once it is, renderConsole('/content') from test/render.tsx does
 * the same.
 */
function renderContent(path = '/content') {
  window.history.replaceState(null, '', `/ops${path}`);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider>
        <SessionProvider>
          <BrowserRouter basename="/ops">
            <SignedIn>
              <Routes>
                <Route path="content" element={<ContentScreen />} />
              </Routes>
            </SignedIn>
          </BrowserRouter>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  return state.status === 'signedIn' ? children : null;
}

const languages = [
  ['km', 'Khmer (km)'],
  ['en', 'English (en)'],
  ['zh', 'Chinese (zh)'],
  ['vi', 'Vietnamese (vi)'],
] as const;

const translations = {
  km: { title: 'Title km', content: '<p>Body km</p>' },
  en: { title: 'Title en', content: '<p>Body en</p>' },
  zh: { title: 'Title zh', content: '<p>Body zh</p>' },
  vi: { title: 'Title vi', content: '<p>Body vi</p>' },
};

function announcement(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    slug: 'a-5',
    type: 'B',
    groupName: 'm_home',
    execution: 'B',
    promotionType: null,
    linkUrl: '/m/promo',
    startDate: '2026-12-01T02:00:00.000Z',
    endDate: null,
    noExpiry: true,
    images: [],
    sort: 3,
    enabled: true,
    translations,
    ...overrides,
  };
}

type User = ReturnType<typeof userEvent.setup>;

/** Fills the announcement editor; the HTML is pasted (user.type reads `<` and `{` as keys). */
async function fillAnnouncement(user: User) {
  await user.selectOptions(screen.getByLabelText('Type'), 'B');
  await user.selectOptions(screen.getByLabelText('Audience'), 'B');
  await user.type(screen.getByLabelText('Group name'), 'm_home');
  await user.type(screen.getByLabelText('Link'), '/m/promo');
  fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2026-12-01T10:00' } });
  fireEvent.change(screen.getByLabelText('End'), { target: { value: '2026-12-31T23:30' } });
  await user.clear(screen.getByLabelText('Sort'));
  await user.type(screen.getByLabelText('Sort'), '3');
  for (const [code, name] of languages) {
    await user.click(screen.getByRole('tab', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }));
    await user.type(screen.getByLabelText(`Title (${name})`), `Title ${code}`);
    await user.click(screen.getByLabelText(`Content HTML (${name})`));
    await user.paste(`<p>Body ${code}</p>`);
  }
}

describe('content: announcements', () => {
  it('creates an announcement in all four languages, with ISO dates and the CSRF header', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('content', 'csrf-content')),
      'GET /ops/api/content/announcements': ok(emptyPage),
      'POST /ops/api/content/announcements': ok(announcement()),
      'PUT /ops/api/content/announcements/5': ok(announcement({ enabled: false })),
    });
    const user = userEvent.setup();
    renderContent();
    expect(await screen.findByText('No announcements of this kind yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    expect(window.location.search).toBe('?edit=new');
    await fillAnnouncement(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Announcement #5 created.')).toBeInTheDocument();
    const [sent] = api.sent('POST /ops/api/content/announcements');
    expect(sent!.headers.get('x-csrf-token')).toBe('csrf-content');
    expect(sent!.body).toEqual({
      type: 'B',
      groupName: 'm_home',
      execution: 'B',
      promotionType: null,
      linkUrl: '/m/promo',
      startDate: new Date('2026-12-01T10:00').toISOString(),
      endDate: new Date('2026-12-31T23:30').toISOString(),
      noExpiry: false,
      images: [],
      sort: 3,
      enabled: true,
      translations,
    });

    // Saving again updates the created item (switching it off is enabled=false), never a copy.
    await user.click(screen.getByRole('switch', { name: /Enabled/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.sent('POST /ops/api/content/announcements')).toHaveLength(1);
    const [update] = api.sent('PUT /ops/api/content/announcements/5');
    expect(update!.body).toMatchObject({ enabled: false, translations });
  });

  it('keeps the typed input and shows the server’s message when it refuses', async () => {
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/content/announcements': ok(emptyPage),
      'POST /ops/api/content/announcements': fail(
        400,
        'VALIDATION_ERROR',
        'groupName: Invalid string: must match pattern',
      ),
    });
    const user = userEvent.setup();
    renderContent('/content?edit=new');
    await screen.findByRole('heading', { name: 'New announcement' });
    await fillAnnouncement(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'groupName: Invalid string: must match pattern',
    );
    expect(screen.getByLabelText('Group name')).toHaveValue('m_home');
    expect(screen.getByLabelText('Link')).toHaveValue('/m/promo');
    expect(screen.getByLabelText('Title (Vietnamese (vi))')).toHaveValue('Title vi');
    expect(screen.getByLabelText('Content HTML (Vietnamese (vi))')).toHaveValue('<p>Body vi</p>');
    await user.click(screen.getByRole('tab', { name: /Khmer/ }));
    expect(screen.getByLabelText('Title (Khmer (km))')).toHaveValue('Title km');
    expect(screen.queryByText(/created/)).not.toBeInTheDocument();
  });

  it('says what is missing before sending: a title in every language', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/content/announcements': ok(emptyPage),
    });
    const user = userEvent.setup();
    renderContent('/content?edit=new');
    await user.type(await screen.findByLabelText('Title (Khmer (km))'), 'Only km');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'missing: English (en), Chinese (zh), Vietnamese (vi)',
    );
    expect(api.sent('POST /ops/api/content/announcements')).toHaveLength(0);
  });

  it('previews typed HTML sanitised: no script, no event handler', async () => {
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/content/announcements': ok(emptyPage),
    });
    const user = userEvent.setup();
    renderContent('/content?edit=new');
    await user.type(await screen.findByLabelText('Title (Khmer (km))'), 'Hello');
    await user.click(screen.getByLabelText('Content HTML (Khmer (km))'));
    await user.paste(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script>' +
        '<b onclick="alert(3)">Bold</b><a href="javascript:alert(4)">link</a>' +
        '<svg><animate onbegin="alert(5)"/></svg><iframe src="https://evil.test"></iframe>',
    );

    const frame = screen.getByRole('region', { name: 'Phone preview, Khmer (km)' });
    expect(within(frame).getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(within(frame).getByText('Bold')).toBeInTheDocument();
    // The markup is rendered (the image stays), only what could run is gone.
    expect(frame.querySelector('img[src="x"]')).not.toBeNull();
    expect(frame.querySelector('script, iframe')).toBeNull();
    for (const el of frame.querySelectorAll('*'))
      for (const attribute of el.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
    expect(frame.innerHTML).not.toMatch(/onerror|onclick|onbegin|<script|javascript:/i);
  });

  it('lists announcements by type and opens one for editing', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('content')),
      'GET /ops/api/content/announcements': ok({
        items: [{ ...announcement(), title: 'Summer banner', images: undefined }],
        pageNo: 1,
        pageSize: 20,
        total: 1,
      }),
      'GET /ops/api/content/announcements/5': ok(announcement()),
    });
    const user = userEvent.setup();
    renderContent('/content');
    expect(await screen.findByText('No expiry')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter'), 'B');
    expect(api.sent('GET /ops/api/content/announcements').at(-1)!.query.get('type')).toBe('B');
    await user.click(screen.getByRole('button', { name: 'Edit Summer banner' }));
    expect(
      await screen.findByRole('heading', { name: 'Edit announcement #5' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title (Khmer (km))')).toHaveValue('Title km');
    expect(screen.getByLabelText('No expiry')).toBeChecked();
    expect(screen.getByLabelText('Group name')).toHaveValue('m_home');
  });
});

describe('content: help items', () => {
  const help = { slug: 'how-to-deposit', sort: 1, translations };

  it('saves a help item and deletes it only after confirmation', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('content', 'csrf-help')),
      'GET /ops/api/content/help-items': [ok([help]), ok([{ ...help, sort: 7 }]), ok([])],
      'PUT /ops/api/content/help-items/how-to-deposit': ok({ ...help, sort: 7 }),
      'DELETE /ops/api/content/help-items/how-to-deposit': ok(null),
    });
    const user = userEvent.setup();
    renderContent('/content?tab=help');
    await user.click(await screen.findByRole('button', { name: 'Edit how-to-deposit' }));
    expect(screen.getByLabelText('Slug')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('Sort'));
    await user.type(screen.getByLabelText('Sort'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const [put] = api.sent('PUT /ops/api/content/help-items/how-to-deposit');
    expect(put!.body).toEqual({ sort: 7, translations });
    expect(put!.headers.get('x-csrf-token')).toBe('csrf-help');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete help item how-to-deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('DELETE /ops/api/content/help-items/how-to-deposit')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete help item' }),
    );
    expect(await screen.findByText('Help item how-to-deposit deleted.')).toBeInTheDocument();
    const [deleted] = api.sent('DELETE /ops/api/content/help-items/how-to-deposit');
    expect(deleted!.headers.get('x-csrf-token')).toBe('csrf-help');
    expect(await screen.findByText('No help items yet.')).toBeInTheDocument();
  });

  it('creates a help item under a checked slug', async () => {
    const created = { slug: 'faq-1', sort: 0, translations };
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/content/help-items': [ok([]), ok([created])],
      'PUT /ops/api/content/help-items/faq-1': ok(created),
    });
    const user = userEvent.setup();
    renderContent('/content?tab=help');
    await user.click(await screen.findByRole('button', { name: 'New help item' }));
    await user.type(screen.getByLabelText('Slug'), 'FAQ 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('only a-z, 0-9 and -');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'faq-1');
    for (const [code, name] of languages) {
      await user.click(
        screen.getByRole('tab', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }),
      );
      await user.type(screen.getByLabelText(`Title (${name})`), `Title ${code}`);
      await user.click(screen.getByLabelText(`Content HTML (${name})`));
      await user.paste(`<p>Body ${code}</p>`);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.sent('PUT /ops/api/content/help-items/faq-1')[0]!.body).toEqual({
      sort: 0,
      translations,
    });
    expect(
      await screen.findByRole('heading', { name: 'Edit help item faq-1' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('readonly');
  });
});
