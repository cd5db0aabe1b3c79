import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { BankCard, BankCardList } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { toastDurations } from '@/shared/lib/timings';
import buttonStyles from '@/shared/ui/button.module.css';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import fieldStyles from '@/shared/ui/form-field.module.css';
import { BankIcon } from '@/shared/ui/icons/bank';
import { PlusIcon } from '@/shared/ui/icons/plus';
import { TrashIcon } from '@/shared/ui/icons/trash';
import { showToast } from '@/shared/ui/toast';
import { useRemoveBankCard } from '../../api/bank-card-remove';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { useFieldErrorText } from '../cashier-ui/field-messages';
import { AddBankCardForm } from './add-bank-card-form';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import styles from './withdraw.module.css';

/**
 * The bank cards, as the withdraw form's "to card" choice: each with its bank and the number as
 * the server masked it, a remove button (with a confirm), and "Add bank card" in a sheet, which
 * at the limit is replaced by a note. Without `radio` it only lists and manages the cards (the
 * security centre's bank cards, issue 14), under `legend`.
 */
export function BankCardPicker({
  list,
  payeeName,
  radio,
  legend,
  error,
  onAdded,
  onRemoved,
}: {
  list: BankCardList;
  payeeName: string | null;
  radio?: UseFormRegisterReturn<'bankCardId'>;
  legend?: string;
  error?: FieldError;
  onAdded: (cardId: number) => void;
  onRemoved: (cardId: number) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText()(error);
  const remove = useRemoveBankCard();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const atLimit = list.cards.length >= list.limit;

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      onRemoved(removing.id);
      showToast({
        message: t('withdraw.cards.removed'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
    } catch (failure) {
      showToast({
        message: cashierErrorMessage(failure),
        kind: 'error',
        durationMs: toastDurations.short,
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <fieldset
      className={cx(fieldStyles.field, styles.fieldset)}
      aria-describedby={errorText ? 'withdraw-card-error' : undefined}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>
        {legend ?? t('withdraw.form.card')}
      </legend>
      {list.cards.length === 0 ? (
        <p className={styles.note}>{t('withdraw.cards.empty')}</p>
      ) : (
        <ul className={styles.cardList}>
          {list.cards.map((card) => (
            <li key={card.id} className={styles.card}>
              {radio ? (
                <label className={styles.cardPick}>
                  <input type="radio" value={String(card.id)} {...radio} />
                  <CardText card={card} />
                </label>
              ) : (
                <div className={styles.cardPick} data-testid="bank-card">
                  <CardText card={card} />
                </div>
              )}
              <button
                type="button"
                className={cx(fieldStyles.iconButton, styles.removeButton)}
                aria-label={t('withdraw.cards.remove', {
                  bank: card.bankName,
                  number: card.maskedNumber,
                })}
                onClick={() => setRemoving(card)}
              >
                <TrashIcon size={20} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {errorText && (
        <p id="withdraw-card-error" className={fieldStyles.error}>
          {errorText}
        </p>
      )}
      {atLimit ? (
        <p className={styles.note}>{t('withdraw.cards.limitReached', { count: list.limit })}</p>
      ) : (
        <button
          type="button"
          className={buttonStyles.secondaryDashed}
          onClick={() => setAdding(true)}
        >
          <PlusIcon size={18} />
          {t('withdraw.cards.add')}
        </button>
      )}
      <TitledSheet
        open={adding}
        title={payeeName === null ? t('withdraw.payeeName.title') : t('withdraw.addCard.title')}
        onClose={() => setAdding(false)}
      >
        <AddBankCardForm
          banks={list.banks}
          payeeName={payeeName}
          onAdded={(cardId) => {
            setAdding(false);
            onAdded(cardId);
          }}
        />
      </TitledSheet>
      <ConfirmDialog
        open={removing !== null}
        title={t('withdraw.cards.removeTitle')}
        message={
          removing
            ? t('withdraw.cards.removeMessage', {
                bank: removing.bankName,
                number: removing.maskedNumber,
              })
            : undefined
        }
        confirmLabel={t('withdraw.cards.removeConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </fieldset>
  );
}

function CardText({ card }: { card: BankCard }) {
  return (
    <>
      <span className={styles.cardIcon}>
        <BankIcon size={20} />
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardBank}>{card.bankName}</span>{' '}
        <span className={styles.cardNumber}>{card.maskedNumber}</span>
      </span>
    </>
  );
}
