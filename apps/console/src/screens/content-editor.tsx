import type { AnnouncementType } from '@app/contracts/announcements';
import type { OpsAnnouncement } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../api/client';
import type { ContentKey } from '../i18n/content-en';
import { useI18n, type Translate } from '../i18n/i18n';
import { Field } from '../ui/field';
import { ErrorAlert, Loading } from '../ui/states';
import { Switch } from '../ui/switch';
import {
  announcementTypeList,
  ContentPreview,
  executionList,
  languageLabel,
  missingTitles,
  translationsFrom,
  TranslationFields,
  typeLabel,
  type ContentLanguage,
  type Translations,
} from './content-parts';

type Execution = (typeof executionList)[number];
type ImageDraft = { key: number; sequence: string; url: string; width: string; height: string };
type Draft = {
  type: AnnouncementType;
  groupName: string;
  execution: Execution | '';
  promotionType: string;
  linkUrl: string;
  start: string;
  end: string;
  noExpiry: boolean;
  sort: string;
  enabled: boolean;
  images: ImageDraft[];
  translations: Translations;
  reason: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value (the operator's local time, to the minute). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as ISO 8601 UTC; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

let imageKeys = 0;

function draftFrom(item?: OpsAnnouncement): Draft {
  return {
    type: item?.type ?? 'PL',
    groupName: item?.groupName ?? '',
    execution: item?.execution ?? '',
    promotionType: item?.promotionType ?? '',
    linkUrl: item?.linkUrl ?? '',
    start: item ? toLocalInput(item.startDate) : toLocalInput(new Date().toISOString()),
    end: toLocalInput(item?.endDate ?? null),
    noExpiry: item?.noExpiry ?? false,
    sort: String(item?.sort ?? 0),
    enabled: item?.enabled ?? true,
    images: (item?.images ?? []).map((image) => ({
      key: ++imageKeys,
      sequence: String(image.sequence),
      url: image.url,
      width: image.width === undefined ? '' : String(image.width),
      height: image.height === undefined ? '' : String(image.height),
    })),
    translations: translationsFrom(item?.translations),
    reason: '',
  };
}

const INTEGER = /^-?\d+$/;
const optionalInt = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** The request body, or the first problem the server would also refuse (said in our words). */
function bodyFrom(draft: Draft, ct: Translate) {
  const startDate = fromLocalInput(draft.start);
  if (!startDate) return { problem: ct('content.startRequired') } as const;
  const endDate = draft.noExpiry ? null : fromLocalInput(draft.end);
  if (endDate && Date.parse(endDate) <= Date.parse(startDate))
    return { problem: ct('content.endBeforeStart') } as const;
  if (!INTEGER.test(draft.sort.trim())) return { problem: ct('content.sortInvalid') } as const;
  const linkUrl = draft.linkUrl.trim();
  if (linkUrl && !/^\/m\//.test(linkUrl) && !/^https?:\/\//i.test(linkUrl))
    return { problem: ct('content.linkInvalid') } as const;
  const badImage = draft.images.some(
    (image) =>
      image.url.trim() === '' ||
      !INTEGER.test(image.sequence.trim()) ||
      [image.width, image.height].some((v) => v.trim() !== '' && !/^\d+$/.test(v.trim())),
  );
  if (badImage) return { problem: ct('content.imageInvalid') } as const;
  const missing = missingTitles(draft.translations);
  if (missing.length > 0)
    return {
      problem: ct('content.titlesMissing', {
        langs: missing.map((l) => ct(languageLabel(l))).join(', '),
      }),
    } as const;
  const reason = draft.reason.trim();
  return {
    body: {
      type: draft.type,
      groupName: draft.groupName.trim() || null,
      execution: draft.execution || null,
      promotionType: draft.promotionType.trim() || null,
      linkUrl: linkUrl || null,
      startDate,
      endDate,
      noExpiry: draft.noExpiry,
      images: draft.images.map((image) => ({
        sequence: Number(image.sequence.trim()),
        url: image.url.trim(),
        width: optionalInt(image.width),
        height: optionalInt(image.height),
      })),
      sort: Number(draft.sort.trim()),
      enabled: draft.enabled,
      translations: draft.translations,
      ...(reason ? { reason } : {}),
    },
  } as const;
}

/** `edit` from the URL: "new", or an announcement id to load first. */
export function AnnouncementEditor({ edit, onBack }: { edit: string; onBack: () => void }) {
  const id = edit === 'new' ? null : Number(edit);
  const query = useQuery({
    queryKey: ['content', 'announcement', id],
    queryFn: ({ signal }) => call(opsRoutes.opsAnnouncement, { params: { id: id! } }, { signal }),
    enabled: id !== null && Number.isInteger(id),
    // The form copies the item once; a background refetch must not look like a fresh load.
    staleTime: Infinity,
  });
  if (id === null) return <AnnouncementForm onBack={onBack} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return <AnnouncementForm item={query.data} onBack={onBack} />;
}

function AnnouncementForm({ item, onBack }: { item?: OpsAnnouncement; onBack: () => void }) {
  const ct = useI18n().t;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftFrom(item));
  const [language, setLanguage] = useState<ContentLanguage>('km');
  const [savedId, setSavedId] = useState<number | null>(item?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(null);
  };
  const mutation = useMutation({
    mutationFn: (body: Exclude<ReturnType<typeof bodyFrom>['body'], undefined>) =>
      savedId === null
        ? call(opsRoutes.opsAnnouncementCreate, { body })
        : call(opsRoutes.opsAnnouncementUpdate, { params: { id: savedId }, body }),
    onSuccess: (saved) => {
      // A second save after a create updates that item instead of creating another.
      setDone(savedId === null ? ct('content.created', { id: saved.id }) : ct('content.saved'));
      setSavedId(saved.id);
      queryClient.setQueryData(['content', 'announcement', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['content', 'announcements'] });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    mutation.reset();
    const result = bodyFrom(draft, ct);
    setProblem(result.problem ?? null);
    if (result.body) mutation.mutate(result.body);
  };

  const setImage = (key: number, patch: Partial<ImageDraft>) =>
    set({
      images: draft.images.map((image) => (image.key === key ? { ...image, ...patch } : image)),
    });
  const addImage = () => {
    const next = draft.images.reduce((max, image) => Math.max(max, Number(image.sequence) || 0), 0);
    set({
      images: [
        ...draft.images,
        {
          key: ++imageKeys,
          sequence: String(draft.images.length ? next + 1 : 1),
          url: '',
          width: '',
          height: '',
        },
      ],
    });
  };

  const title =
    savedId === null ? ct('content.editNew') : ct('content.editExisting', { id: savedId });
  return (
    <section aria-labelledby="content-editor-title">
      <div className="page-head">
        <h1 id="content-editor-title">{title}</h1>
        <button type="button" className="button" onClick={onBack}>
          {ct('content.backToList')}
        </button>
      </div>
      <div className="content-editor">
        <form className="form panel content-form" onSubmit={submit} noValidate>
          <div className="content-row">
            <Field label={ct('content.type')} hint={ct('content.typeHint')}>
              <select
                className="select"
                name="type"
                value={draft.type}
                onChange={(e) => set({ type: e.target.value as AnnouncementType })}
              >
                {announcementTypeList.map((type) => (
                  <option key={type} value={type}>
                    {ct(typeLabel(type))}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={ct('content.audience')} hint={ct('content.audienceHint')}>
              <select
                className="select"
                name="execution"
                value={draft.execution}
                onChange={(e) => set({ execution: e.target.value as Execution | '' })}
              >
                <option value="">{ct('content.audience.all')}</option>
                {executionList.map((execution) => (
                  <option key={execution} value={execution}>
                    {ct(`content.audience.${execution}` satisfies ContentKey)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="content-row">
            <Field label={ct('content.group')} hint={ct('content.groupHint')}>
              <input
                name="groupName"
                list="content-groups"
                maxLength={40}
                autoComplete="off"
                value={draft.groupName}
                onChange={(e) => set({ groupName: e.target.value })}
              />
            </Field>
            <datalist id="content-groups">
              {['m_home', 'm_login', 'm_reg', 'm_leftmenu', 'm_lott'].map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
            <Field label={ct('content.promotionType')} hint={ct('content.promotionTypeHint')}>
              <input
                name="promotionType"
                maxLength={40}
                value={draft.promotionType}
                onChange={(e) => set({ promotionType: e.target.value })}
              />
            </Field>
          </div>
          <Field label={ct('content.link')} hint={ct('content.linkHint')}>
            <input
              name="linkUrl"
              maxLength={2000}
              placeholder="/m/..."
              value={draft.linkUrl}
              onChange={(e) => set({ linkUrl: e.target.value })}
            />
          </Field>
          <div className="content-row">
            <Field label={ct('content.start')} hint={ct('content.startHint')}>
              <input
                type="datetime-local"
                name="start"
                required
                value={draft.start}
                onChange={(e) => set({ start: e.target.value })}
              />
            </Field>
            <Field label={ct('content.end')} hint={ct('content.endHint')}>
              <input
                type="datetime-local"
                name="end"
                disabled={draft.noExpiry}
                value={draft.noExpiry ? '' : draft.end}
                onChange={(e) => set({ end: e.target.value })}
              />
            </Field>
            <label className="content-check">
              <input
                type="checkbox"
                name="noExpiry"
                checked={draft.noExpiry}
                onChange={(e) => set({ noExpiry: e.target.checked })}
              />
              <span>{ct('content.noExpiry')}</span>
            </label>
          </div>
          <div className="content-row">
            <Field label={ct('content.sort')} hint={ct('content.sortHint')}>
              <input
                name="sort"
                inputMode="numeric"
                value={draft.sort}
                onChange={(e) => set({ sort: e.target.value })}
              />
            </Field>
            <Switch
              label={ct('content.enabled')}
              hint={ct('content.enabledHint')}
              checked={draft.enabled}
              onChange={(enabled) => set({ enabled })}
            />
          </div>

          <fieldset className="content-images">
            <legend>{ct('content.images')}</legend>
            <div className="content-images-body">
              <p className="hint">{ct('content.imagesHint')}</p>
              {draft.images.length === 0 && <p className="muted">{ct('content.imagesNone')}</p>}
              {draft.images.map((image, index) => (
                <div className="content-image" key={image.key}>
                  <Field label={ct('content.imageSequence')}>
                    <input
                      inputMode="numeric"
                      value={image.sequence}
                      onChange={(e) => setImage(image.key, { sequence: e.target.value })}
                    />
                  </Field>
                  <Field label={ct('content.imageUrl')}>
                    <input
                      value={image.url}
                      maxLength={2000}
                      onChange={(e) => setImage(image.key, { url: e.target.value })}
                    />
                  </Field>
                  <Field label={ct('content.imageWidth')}>
                    <input
                      inputMode="numeric"
                      value={image.width}
                      onChange={(e) => setImage(image.key, { width: e.target.value })}
                    />
                  </Field>
                  <Field label={ct('content.imageHeight')}>
                    <input
                      inputMode="numeric"
                      value={image.height}
                      onChange={(e) => setImage(image.key, { height: e.target.value })}
                    />
                  </Field>
                  <button
                    type="button"
                    className="button small"
                    onClick={() => set({ images: draft.images.filter((i) => i.key !== image.key) })}
                  >
                    {ct('content.imageRemove', { n: index + 1 })}
                  </button>
                </div>
              ))}
              <div>
                <button
                  type="button"
                  className="button small"
                  disabled={draft.images.length >= 10}
                  onClick={addImage}
                >
                  {ct('content.imageAdd')}
                </button>
              </div>
            </div>
          </fieldset>

          <TranslationFields
            value={draft.translations}
            onChange={(translations) => set({ translations })}
            language={language}
            onLanguage={setLanguage}
          />

          <Field label={ct('content.reason')} hint={ct('content.reasonHint')}>
            <textarea
              name="reason"
              rows={2}
              maxLength={500}
              value={draft.reason}
              onChange={(e) => set({ reason: e.target.value })}
            />
          </Field>
          <ErrorAlert error={problem ?? mutation.error} />
          {done && (
            <p role="status" className="notice success">
              {done}
            </p>
          )}
          <div className="dialog-actions">
            <button type="submit" className="button primary" disabled={mutation.isPending}>
              {mutation.isPending ? ct('content.saving') : ct('content.save')}
            </button>
          </div>
        </form>
        <ContentPreview
          language={language}
          text={draft.translations[language]}
          images={draft.images.map((image) => ({
            sequence: Number(image.sequence) || 0,
            url: image.url,
          }))}
        />
      </div>
    </section>
  );
}
