import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyPage, memberDetail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

describe('members', () => {
  it('searches and pages, keeping both in the URL', async () => {
    const row = memberDetail();
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/members': (request) =>
        ok({
          items: [{ ...row, id: Number(request.query.get('pageNo')) * 100 }],
          pageNo: Number(request.query.get('pageNo')),
          pageSize: 20,
          total: 45,
        }),
    });
    const user = userEvent.setup();
    renderConsole('/members');
    await screen.findByText('Page 1 of 3 · Total 45');
    await user.type(screen.getByLabelText('Search members'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 3 · Total 45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 · Total 45');
    expect(window.location.pathname + window.location.search).toBe('/ops/members?q=demo&page=2');
    const last = api.sent('GET /ops/api/members').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ q: 'demo', pageNo: '2', pageSize: '20' });
    expect(screen.getByRole('link', { name: 'demo01' })).toHaveAttribute(
      'href',
      '/ops/members/200',
    );
  });

  it('says when nothing matches', async () => {
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/members': ok(emptyPage),
    });
    renderConsole('/members?q=nobody');
    expect(await screen.findByText('No member matches “nobody”.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveValue('nobody');
  });
});
