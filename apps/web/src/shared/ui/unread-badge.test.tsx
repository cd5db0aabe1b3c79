import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeDescribedBy, UnreadBadge } from './unread-badge';

function Control({ count }: { count: number }) {
  return (
    <a href="/m/message" aria-describedby={badgeDescribedBy(count, 'b')}>
      Messages
      <UnreadBadge count={count} id="b" testId="badge" />
    </a>
  );
}

describe('UnreadBadge (spec 2 and 9: 99+ above 99, nothing at 0)', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i shows %s, described as unread, the name unchanged', (count, text) => {
    render(<Control count={count} />);
    expect(screen.getByTestId('badge')).toHaveTextContent(text);
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link).toHaveAccessibleDescription(`Unread: ${text}`);
  });

  it.each([0, -1, Number.NaN])('%s shows no badge and no description', (count) => {
    render(<Control count={count} />);
    expect(screen.queryByTestId('badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-describedby');
  });
});
