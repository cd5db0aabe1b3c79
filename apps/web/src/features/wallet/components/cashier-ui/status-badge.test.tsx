import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['PENDING', 'Pending', 'pending'],
    ['SUBMITTED', 'Under review', 'pending'],
    ['APPROVED', 'Approved', 'pending'],
    ['SUCCESS', 'Successful', 'success'],
    ['PAID', 'Paid', 'success'],
    ['REJECTED', 'Rejected', 'danger'],
    ['EXPIRED', 'Expired', 'muted'],
  ] as const)('%s reads %s in the %s tone, with an icon', (status, words, tone) => {
    render(<StatusBadge status={status} testId="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveTextContent(words);
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge.querySelector('svg')).not.toBeNull();
  });
});
