import type { OpsHelpItem } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Empty, ErrorAlert, Loading } from '../ui/states';
import { TableScroll } from '../ui/table-scroll';
import {
  ContentPreview,
  languageLabel,
  missingTitles,
  TranslationFields,
  translationsFrom,
  type ContentLanguage,
} from './content-parts';

const SLUG = /^[a-z0-9-]{1,64}$/;
const helpKey = ['content', 'help'] as const;

/** The help items: a list, and in place of it the editor of one (`edit` = "new" or a slug). */
export function HelpItems({
  edit,
  onOpen,
  onClose,
}: {
  edit: string | null;
  onOpen: (edit: string) => void;
  onClose: () => void;
}) {
  const ct = useI18n().t;
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: helpKey,
    queryFn: ({ signal }) => call(opsRoutes.opsHelpItems, {}, { signal }),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const items = [...query.data].sort((a, b) => a.sort - b.sort || a.slug.localeCompare(b.slug));

  if (edit) {
    const item = edit === 'new' ? undefined : items.find((i) => i.slug === edit);
    if (edit !== 'new' && !item)
      return (
        <div className="form content-help">
          <ErrorAlert error={ct('content.help.notFound', { slug: edit })} />
          <div>
            <button type="button" className="button" onClick={onClose}>
              {ct('content.backToList')}
            </button>
          </div>
        </div>
      );
    return (
      <>
        {notice && (
          <p role="status" className="notice success">
            {notice}
          </p>
        )}
        <HelpEditor
          key={edit}
          item={item}
          onBack={() => {
            setNotice(null);
            onClose();
          }}
          onDeleted={(slug) => {
            setNotice(ct('content.help.deleted', { slug }));
            onClose();
          }}
          onCreated={(slug) => {
            setNotice(ct('content.saved'));
            onOpen(slug);
          }}
        />
      </>
    );
  }

  return (
    <>
      <div className="toolbar">
        <button
          type="button"
          className="button primary"
          onClick={() => {
            setNotice(null);
            onOpen('new');
          }}
        >
          {ct('content.help.new')}
        </button>
      </div>
      {notice && (
        <p role="status" className="notice success">
          {notice}
        </p>
      )}
      {items.length === 0 ? (
        <Empty>{ct('content.help.none')}</Empty>
      ) : (
        <TableScroll label={ct('content.help.list')}>
          <table className="table" aria-busy={query.isFetching}>
            <thead>
              <tr>
                <th scope="col">{ct('content.help.slug')}</th>
                <th scope="col">{ct('content.sort')}</th>
                <th scope="col">{ct('content.textTitle', { lang: 'en' })}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.slug}>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={ct('content.edit', { name: item.slug })}
                      onClick={() => {
                        setNotice(null);
                        onOpen(item.slug);
                      }}
                    >
                      {item.slug}
                    </button>
                  </td>
                  <td>{item.sort}</td>
                  <td>{item.translations.en?.title ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

function HelpEditor({
  item,
  onBack,
  onDeleted,
  onCreated,
}: {
  item?: OpsHelpItem;
  onBack: () => void;
  onDeleted: (slug: string) => void;
  onCreated: (slug: string) => void;
}) {
  const ct = useI18n().t;
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(item?.slug ?? '');
  const [sort, setSort] = useState(String(item?.sort ?? 0));
  const [translations, setTranslations] = useState(() => translationsFrom(item?.translations));
  const [reason, setReason] = useState('');
  const [language, setLanguage] = useState<ContentLanguage>('km');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const save = useMutation({
    mutationFn: () =>
      call(opsRoutes.opsHelpItemSave, {
        params: { slug },
        body: {
          sort: Number(sort.trim()),
          translations,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
      }),
    onSuccess: (saved) => {
      setDone(true);
      queryClient.setQueryData<OpsHelpItem[]>(helpKey, (list) =>
        list ? [...list.filter((i) => i.slug !== saved.slug), saved] : list,
      );
      void queryClient.invalidateQueries({ queryKey: helpKey });
      if (!item) onCreated(saved.slug);
    },
  });
  const remove = useMutation({
    mutationFn: () => call(opsRoutes.opsHelpItemDelete, { params: { slug } }),
    onSuccess: () => {
      queryClient.setQueryData<OpsHelpItem[]>(helpKey, (list) =>
        list ? list.filter((i) => i.slug !== slug) : list,
      );
      void queryClient.invalidateQueries({ queryKey: helpKey });
      setConfirming(false);
      onDeleted(slug);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.reset();
    const missing = missingTitles(translations);
    const next = !SLUG.test(slug)
      ? ct('content.help.slugInvalid')
      : !/^-?\d+$/.test(sort.trim())
        ? ct('content.sortInvalid')
        : missing.length > 0
          ? ct('content.titlesMissing', {
              langs: missing.map((l) => ct(languageLabel(l))).join(', '),
            })
          : null;
    setProblem(next);
    if (!next) save.mutate();
  };

  return (
    <div className="content-help">
      <div className="page-head">
        <h2>
          {item ? ct('content.help.editExisting', { slug: item.slug }) : ct('content.help.editNew')}
        </h2>
        <button type="button" className="button" onClick={onBack}>
          {ct('content.backToList')}
        </button>
      </div>
      <div className="content-editor">
        <form className="form content-form" onSubmit={submit} noValidate>
          <div className="content-row">
            <Field label={ct('content.help.slug')} hint={ct('content.help.slugHint')}>
              <input
                name="slug"
                maxLength={64}
                autoComplete="off"
                readOnly={item !== undefined}
                value={slug}
                onChange={(e) => {
                  setSlug(e.target.value);
                  setDone(false);
                }}
              />
            </Field>
            <Field label={ct('content.sort')} hint={ct('content.sortHint')}>
              <input
                name="sort"
                inputMode="numeric"
                value={sort}
                onChange={(e) => {
                  setSort(e.target.value);
                  setDone(false);
                }}
              />
            </Field>
          </div>
          <TranslationFields
            value={translations}
            onChange={(next) => {
              setTranslations(next);
              setDone(false);
            }}
            language={language}
            onLanguage={setLanguage}
          />
          <Field label={ct('content.reason')} hint={ct('content.reasonHint')}>
            <textarea
              name="reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <ErrorAlert error={problem ?? save.error} />
          {done && (
            <p role="status" className="notice success">
              {ct('content.saved')}
            </p>
          )}
          <div className="dialog-actions">
            {item && (
              <button type="button" className="button danger" onClick={() => setConfirming(true)}>
                {ct('content.help.delete')}
              </button>
            )}
            <button type="submit" className="button primary" disabled={save.isPending}>
              {save.isPending ? ct('content.saving') : ct('content.save')}
            </button>
          </div>
        </form>
        <ContentPreview language={language} text={translations[language]} />
      </div>
      {confirming && item && (
        <Dialog
          title={ct('content.help.deleteTitle', { slug: item.slug })}
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          <div className="form">
            <p className="hint">{ct('content.help.deleteExplain')}</p>
            <ErrorAlert error={remove.error} />
            <div className="dialog-actions">
              <button
                type="button"
                className="button"
                autoFocus
                onClick={() => setConfirming(false)}
              >
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {ct('content.help.deleteConfirm')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
