import {
  INBOX_CONTENT_MAX,
  INBOX_TITLE_MAX,
  type InboxTargetKind,
} from '@app/contracts/message-constants';
import type { InboxTarget, OpsInboxRow, OpsInboxSendBody } from '@app/contracts/messages';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, isApiError } from '../api/client';
import { useI18n, type Translate } from '../i18n/i18n';
import type { InboxKey } from '../i18n/inbox-en';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ErrorAlert, errorText } from '../ui/states';
import { TabList, TabPanel } from '../ui/tab-list';
import {
  audienceKinds,
  audienceText,
  inboxLanguages,
  InboxPreviewCard,
  languageLabel,
  useSettled,
  type InboxLanguage,
} from './inbox-parts';

type Text = { title: string; content: string };
type Draft = {
  kind: InboxTargetKind;
  username: string;
  level: string;
  texts: Record<InboxLanguage, Text>;
};

const emptyDraft = (): Draft => ({
  kind: 'MEMBER',
  username: '',
  level: '1',
  texts: { km: blank(), en: blank(), zh: blank(), vi: blank() },
});
function blank(): Text {
  return { title: '', content: '' };
}

const isWritten = (text: Text) => text.title.trim() !== '' || text.content.trim() !== '';

/** The request body, or the first problem the server would also refuse (in our words). */
function bodyFrom(draft: Draft, t: Translate): { body: OpsInboxSendBody } | { problem: string } {
  let target: InboxTarget;
  if (draft.kind === 'MEMBER') {
    const username = draft.username.trim();
    if (!username) return { problem: t('inbox.problem.username') };
    target = { kind: 'MEMBER', username };
  } else if (draft.kind === 'VIP') {
    const level = Number(draft.level.trim());
    if (!/^\d{1,3}$/.test(draft.level.trim()) || level > 100)
      return { problem: t('inbox.problem.level') };
    target = { kind: 'VIP', level };
  } else target = { kind: draft.kind };

  const texts: OpsInboxSendBody['texts'] = {};
  for (const language of inboxLanguages) {
    const text = draft.texts[language];
    if (!isWritten(text)) continue;
    const lang = t(languageLabel(language));
    if (text.title.trim() === '' || text.content.trim() === '')
      return { problem: t('inbox.problem.incomplete', { lang }) };
    if (text.content.length > INBOX_CONTENT_MAX)
      return { problem: t('inbox.problem.tooLong', { lang, max: INBOX_CONTENT_MAX }) };
    texts[language] = { title: text.title.trim(), content: text.content };
  }
  if (Object.keys(texts).length === 0) return { problem: t('inbox.problem.noLanguage') };
  return { body: { target, texts } };
}

/** A refusal in the operator's words where we know the code; the server's otherwise. */
function sendErrorText(error: unknown, body: OpsInboxSendBody | null, t: Translate): string {
  if (isApiError(error)) {
    if (error.errorCode === 'INBOX_RECIPIENT_NOT_FOUND' && body?.target.kind === 'MEMBER')
      return t('inbox.error.recipient', { username: body.target.username });
    const field = (error.details as { field?: unknown } | null)?.field;
    const language = typeof field === 'string' ? /^texts\.(\w+)\.content$/.exec(field)?.[1] : null;
    const known = inboxLanguages.find((l) => l === language);
    if (error.errorCode === 'FIELD_FORMAT' && known)
      return t('inbox.error.emptyContent', { lang: t(languageLabel(known)) });
  }
  return errorText(error, t);
}

/**
 * The compose form: the audience, one tab per language (title and HTML; at least one language),
 * the server's sanitised preview of the open tab beside it, and a confirmation before sending.
 * A refusal keeps everything typed; a send clears the form and says where it went.
 */
export function InboxCompose({
  onSending,
  onSent,
}: {
  /** A send starts (the screen clears the last send's notice). */
  onSending: () => void;
  onSent: (row: OpsInboxRow) => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(emptyDraft);
  const [language, setLanguage] = useState<InboxLanguage>('km');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OpsInboxSendBody | null>(null);
  const [lastBody, setLastBody] = useState<OpsInboxSendBody | null>(null);

  const mutation = useMutation({
    mutationFn: (body: OpsInboxSendBody) => call(opsRoutes.opsInboxSend, { body }),
    onSuccess: (row) => {
      setConfirming(null);
      setDraft(emptyDraft());
      setLanguage('km');
      onSent(row);
    },
    onError: () => setConfirming(null),
  });

  const text = draft.texts[language];
  const lang = t(languageLabel(language));
  const setText = (patch: Partial<Text>) => {
    setDraft((d) => ({
      ...d,
      texts: { ...d.texts, [language]: { ...d.texts[language], ...patch } },
    }));
    setProblem(null);
  };
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const result = bodyFrom(draft, t);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    setConfirming(result.body);
  };
  const send = () => {
    if (!confirming) return;
    setLastBody(confirming);
    onSending();
    mutation.mutate(confirming);
  };

  const settled = useSettled(text.content, 400);
  const previewable = settled.trim() !== '' && settled.length <= INBOX_CONTENT_MAX;
  const preview = useQuery({
    queryKey: ['inbox', 'preview', settled],
    queryFn: ({ signal }) =>
      call(opsRoutes.opsInboxPreview, { body: { content: settled } }, { signal }),
    enabled: previewable,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const stale = text.content !== settled || preview.isFetching;

  return (
    <div className="inbox-compose">
      <form
        className="form panel inbox-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="inbox-compose-title"
      >
        <h2 id="inbox-compose-title" className="panel-title">
          {t('inbox.compose')}
        </h2>
        <fieldset className="segmented">
          <legend>{t('inbox.audience')}</legend>
          {audienceKinds.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="audience"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set({ kind })}
              />
              <span>{t(`inbox.audience.${kind}` satisfies InboxKey)}</span>
            </label>
          ))}
        </fieldset>
        {draft.kind === 'MEMBER' && (
          <Field label={t('inbox.username')} hint={t('inbox.usernameHint')}>
            <input
              name="username"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={draft.username}
              onChange={(e) => set({ username: e.target.value })}
            />
          </Field>
        )}
        {draft.kind === 'VIP' && (
          <Field label={t('inbox.level')} hint={t('inbox.levelHint')}>
            <input
              name="level"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              className="inbox-level"
              value={draft.level}
              onChange={(e) => set({ level: e.target.value })}
            />
          </Field>
        )}
        {draft.kind === 'AGENTS' && <p className="hint">{t('inbox.agentsHint')}</p>}
        {draft.kind === 'ALL' && <p className="hint">{t('inbox.allHint')}</p>}

        <fieldset className="inbox-languages">
          <legend>{t('inbox.languages')}</legend>
          <p className="hint inbox-languages-hint">{t('inbox.languagesHint')}</p>
          <TabList
            tabs={inboxLanguages}
            selected={language}
            onSelect={setLanguage}
            label={t('inbox.languages')}
            idPrefix="inbox-lang"
            render={(l) => (
              <>
                {t(languageLabel(l))}
                {isWritten(draft.texts[l]) && (
                  <>
                    <span aria-hidden="true"> ✓</span>
                    <span className="visually-hidden">, {t('inbox.written')}</span>
                  </>
                )}
              </>
            )}
          />
          <TabPanel idPrefix="inbox-lang" selected={language} className="inbox-lang-panel">
            <Field label={t('inbox.textTitle', { lang })}>
              <input
                name={`title-${language}`}
                lang={language}
                maxLength={INBOX_TITLE_MAX}
                value={text.title}
                onChange={(e) => setText({ title: e.target.value })}
              />
            </Field>
            <Field label={t('inbox.textContent', { lang })} hint={t('inbox.textContentHint')}>
              <textarea
                name={`content-${language}`}
                lang={language}
                rows={10}
                spellCheck={false}
                className="inbox-html"
                value={text.content}
                onChange={(e) => setText({ content: e.target.value })}
              />
            </Field>
            {isWritten(text) && (
              <div>
                <button type="button" className="link-button" onClick={() => setText(blank())}>
                  {t('inbox.clearLanguage', { lang })}
                </button>
              </div>
            )}
          </TabPanel>
        </fieldset>

        {problem && <ErrorAlert error={problem} />}
        {mutation.isError && <ErrorAlert error={sendErrorText(mutation.error, lastBody, t)} />}
        <div className="inbox-actions">
          <button type="submit" className="button primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('inbox.sending') : t('inbox.send')}
          </button>
        </div>
      </form>

      <aside className="inbox-preview" aria-labelledby="inbox-preview-title">
        <h2 id="inbox-preview-title">{t('inbox.preview')}</h2>
        <p className="hint">{t('inbox.previewHint')}</p>
        {text.content.trim() === '' ? (
          <p className="state empty">{t('inbox.previewEmpty')}</p>
        ) : preview.isError ? (
          <ErrorAlert
            error={t('inbox.previewFailed', { error: errorText(preview.error, t) })}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <>
            <p className="hint inbox-preview-state" role="status">
              {stale ? t('inbox.previewLoading') : ''}
            </p>
            <InboxPreviewCard
              language={language}
              title={text.title}
              html={preview.data?.html ?? ''}
              t={t}
            />
          </>
        )}
      </aside>

      {confirming && (
        <Dialog title={t('inbox.confirmTitle')} onClose={() => setConfirming(null)}>
          <ConfirmSend body={confirming} t={t} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t('inbox.cancel')}
            </button>
            <button
              type="button"
              className="button primary"
              disabled={mutation.isPending}
              onClick={send}
            >
              {mutation.isPending ? t('inbox.sending') : t('inbox.confirmSend')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

function ConfirmSend({ body, t }: { body: OpsInboxSendBody; t: Translate }) {
  const { target } = body;
  const written = inboxLanguages.filter((l) => body.texts[l]);
  return (
    <div className="form inbox-confirm-body">
      <dl className="facts inbox-confirm">
        <dt>{t('inbox.confirmTo')}</dt>
        <dd data-testid="inbox-confirm-to">
          {audienceText(
            {
              targetKind: target.kind,
              targetUsername: target.kind === 'MEMBER' ? target.username : null,
              targetLevel: target.kind === 'VIP' ? target.level : null,
            },
            t,
          )}
        </dd>
        <dt>{t('inbox.confirmLanguages')}</dt>
        <dd>{written.map((l) => t(languageLabel(l))).join(', ')}</dd>
        <dt>{t('inbox.confirmTitles')}</dt>
        <dd>
          <ul className="inbox-confirm-titles">
            {written.map((l) => (
              <li key={l} lang={l}>
                {body.texts[l]?.title}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="notice">{t('inbox.confirmWarning')}</p>
    </div>
  );
}
