import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert, SecretField, TextField } from './form-field';
import { SubmitButton } from './submit-button';

describe('TextField', () => {
  it('names the input by its label and describes it by its hint', () => {
    render(
      <TextField
        id="amount"
        label="Amount"
        hint="From 10 to 100"
        optionalLabel="(optional)"
        input={{}}
      />,
    );
    const input = screen.getByRole('textbox', { name: /^Amount\s*\(optional\)$/ });
    expect(input).toHaveAccessibleDescription('From 10 to 100');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks a broken rule and says it, before the hint', () => {
    render(
      <TextField id="amount" label="Amount" hint="From 10 to 100" error="Too low" input={{}} />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too low From 10 to 100');
  });

  it('keeps its own class and adds the caller’s; the rest of the input’s attributes pass through', () => {
    render(<TextField id="pin" label="PIN" input={{ className: 'pin', maxLength: 6 }} />);
    const input = screen.getByRole('textbox', { name: 'PIN' });
    expect(input).toHaveClass('input', 'pin');
    expect(input).toHaveAttribute('maxLength', '6');
  });
});

describe('SecretField', () => {
  it('hides what is typed until its toggle shows it', async () => {
    render(<SecretField id="pw" label="Password" showLabel="Show" hideLabel="Hide" input={{}} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('FormAlert', () => {
  it('is always an alert, hidden while it has nothing to say', () => {
    const { rerender } = render(<FormAlert text={null} testId="refusal" />);
    expect(screen.getByTestId('refusal')).toHaveClass('formAlertEmpty');
    rerender(<FormAlert text="Refused" testId="refusal" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.getByTestId('refusal')).not.toHaveClass('formAlertEmpty');
  });
});

describe('SubmitButton', () => {
  it('says it is busy and ignores taps while busy', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(e) => submit(e.nativeEvent as SubmitEvent)}>
        <SubmitButton busy={false} busyLabel="Please wait…">
          Pay
        </SubmitButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(submit).toHaveBeenCalledOnce();
    rerender(
      <form onSubmit={(e) => submit(e.nativeEvent as SubmitEvent)}>
        <SubmitButton busy busyLabel="Please wait…">
          Pay
        </SubmitButton>
      </form>,
    );
    const busy = screen.getByRole('button', { name: 'Please wait…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });
});
