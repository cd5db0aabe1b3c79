import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  MAX_AFFILIATE_LINKS,
  rebateGameTypes,
  type DownlineKind,
  type RebateGameType,
} from '@app/contracts/agent-constants';
import type { AffiliateLink } from '@app/contracts/agent-team';
import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { toastDurations } from '@/shared/lib/timings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form-field';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { TrashIcon } from '@/shared/ui/icons/trash';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import { KindChoice } from './kind-choice';
import { RateFields } from './rate-fields';
import {
  percentText,
  rateProblems,
  rateValues,
  ratesOf,
  type RateValues,
  type Rates,
} from './rates';
import { useCreateLink, useRemoveLink } from './team-api';
import { teamErrorText } from './team-error';
import styles from './team.module.css';

/** The QR code's module (and uqr) load only when a link's code is shown. */
const QrCode = lazy(() => import('@/shared/ui/qr-code').then((m) => ({ default: m.QrCode })));
const QR_SIZE = 168;

/**
 * Affiliate links (issue 17; spec 7 /affiliate, the affiliate-URL service): the agent makes a
 * link that registers downlines of a kind with preset rates (each at most its own), and shares
 * it by copying the URL or showing its QR code; a removed link stops registering.
 */
export function AffiliateLinks({
  links,
  ownRates,
}: {
  links: readonly AffiliateLink[];
  ownRates: Rates;
}) {
  const { t } = useTranslation();
  const full = links.length >= MAX_AFFILIATE_LINKS;
  return (
    <>
      <section className={styles.section} aria-labelledby="link-list-title">
        <h2 id="link-list-title" className={styles.cardTitle}>
          {t('agentTeam.links.listTitle', { count: links.length })}
        </h2>
        {links.length === 0 ? (
          <p className={styles.muted} data-testid="links-empty">
            {t('agentTeam.links.empty')}
          </p>
        ) : (
          <ul className={styles.links} data-testid="links">
            {links.map((link) => (
              <li key={link.id}>
                <LinkCard link={link} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="link-create-title">
        <h2 id="link-create-title" className={styles.cardTitle}>
          {t('agentTeam.links.createTitle')}
        </h2>
        {full ? (
          <p className={styles.muted}>{t('agentTeam.links.full', { max: MAX_AFFILIATE_LINKS })}</p>
        ) : (
          <CreateLinkForm ownRates={ownRates} />
        )}
      </section>
    </>
  );
}

function CreateLinkForm({ ownRates }: { ownRates: Rates }) {
  const { t } = useTranslation();
  const create = useCreateLink();
  const [kind, setKind] = useState<DownlineKind>('MEMBER');
  const [rates, setRates] = useState<RateValues>(() => rateValues());
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const problems = rateProblems(rates, ownRates);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      await create.mutateAsync({ kind, rates: ratesOf(rates) });
      setChecked(false);
      showToast({
        message: t('agentTeam.links.created'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
    } catch (error) {
      setServerError(error);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="link-form"
    >
      <KindChoice name="link-kind" value={kind} onChange={setKind} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('agentTeam.rates.title')}</legend>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setRates(rateValues(ownRates))}
        >
          {t('agentTeam.rates.useMine')}
        </button>
        <RateFields
          idPrefix="link-rate"
          values={rates}
          onChange={(type: RebateGameType, text: string) =>
            setRates((v) => ({ ...v, [type]: text }))
          }
          ceilings={ownRates}
          problems={problems}
          showProblems={checked}
        />
      </fieldset>
      <FormAlert
        text={serverError === null ? null : teamErrorText(serverError)}
        testId="link-error"
      />
      <SubmitButton busy={create.isPending} busyLabel={t('common.loading')}>
        {t('agentTeam.links.create')}
      </SubmitButton>
    </form>
  );
}

function LinkCard({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation();
  const remove = useRemoveLink();
  const [showQr, setShowQr] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const given = rebateGameTypes.filter((type) => link.rates[type] > 0);

  async function copy() {
    if ((await copyText(link.url, t('agentTeam.links.copyPrompt'))) === 'copied')
      showToast({
        message: t('agentTeam.links.copied'),
        kind: 'success',
        durationMs: toastDurations.copy,
      });
  }

  async function confirmRemove() {
    try {
      await remove.mutateAsync(link.id);
      setConfirming(false);
      showToast({
        message: t('agentTeam.links.removed'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
    } catch (error) {
      setConfirming(false);
      showToast({ message: teamErrorText(error), kind: 'error', durationMs: toastDurations.short });
    }
  }

  return (
    <article className={styles.linkCard} data-testid="link-card" aria-label={link.code}>
      <div className={styles.linkHead}>
        <span className={styles.code}>{link.code}</span>
        <span className={styles.badge} data-kind={link.kind}>
          {link.kind === 'AGENT' ? t('agentTeam.kind.AGENT') : t('agentTeam.kind.MEMBER')}
        </span>
      </div>
      <p className={styles.muted}>
        {t('agentTeam.links.registrations', { count: link.registrations })}
      </p>
      {given.length === 0 ? (
        <p className={styles.muted}>{t('agentTeam.links.noRates')}</p>
      ) : (
        <ul className={styles.rateChips} aria-label={t('agentTeam.rates.title')}>
          {given.map((type) => (
            <li key={type} className={styles.rateChip}>
              {t(`categories.${type}`)} {percentText(link.rates[type])}%
            </li>
          ))}
        </ul>
      )}
      <p className={styles.url} data-testid="link-url">
        {link.url}
      </p>
      <div className={styles.linkActions}>
        <button type="button" className={styles.smallButton} onClick={() => void copy()}>
          <CopyIcon size={16} />
          {t('agentTeam.links.copy')}
        </button>
        <button
          type="button"
          className={styles.smallButton}
          aria-pressed={showQr}
          aria-expanded={showQr}
          onClick={() => setShowQr((v) => !v)}
          data-testid="link-qr-toggle"
        >
          {t('agentTeam.links.qr')}
        </button>
        <button
          type="button"
          className={styles.dangerButton}
          onClick={() => setConfirming(true)}
          data-testid="link-remove"
        >
          <TrashIcon size={16} />
          {t('agentTeam.links.remove')}
        </button>
      </div>
      {showQr && (
        <figure className={styles.qr}>
          <Suspense fallback={<span className={styles.qrPlaceholder} aria-hidden="true" />}>
            <QrCode
              value={link.url}
              label={t('agentTeam.links.qrLabel', { code: link.code })}
              size={QR_SIZE}
              className={styles.qrImage}
              testId="link-qr"
            />
          </Suspense>
          <figcaption className={styles.muted}>{t('agentTeam.links.qrCaption')}</figcaption>
        </figure>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('agentTeam.links.removeTitle')}
        message={t('agentTeam.links.removeBody', { code: link.code })}
        confirmLabel={t('agentTeam.links.remove')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
        testIds={{ confirm: 'link-remove-confirm' }}
      />
    </article>
  );
}
