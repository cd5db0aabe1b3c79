import type { AnnouncementExecution, AnnouncementType } from '@app/contracts/announcements';
import { sanitizeHtmlWith } from '@app/contracts/html-policy';
import type { Language as ContentLanguage } from '@app/contracts/languages';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { ContentKey } from '../i18n/content-en';
import { useI18n } from '../i18n/i18n';
import { Field } from '../ui/field';
import { TabList, TabPanel } from '../ui/tab-list';

/*
 * Pieces shared by the announcement and help editors: the four site languages, their tab strip
 * with title and HTML fields, and the phone preview. The lists below are written out rather than
 * imported from contracts/announcements.ts and languages.ts, which build zod schemas on import
 * (zod's eval probe breaks the console's CSP, see api/client.ts); `satisfies` keeps them equal.
 */

export const contentLanguages = [
  'km',
  'en',
  'zh',
  'vi',
] as const satisfies readonly ContentLanguage[];
export type { ContentLanguage };

export const announcementTypeList = [
  'A',
  'PL',
  'B',
  'PU',
  'PR',
  'H',
] as const satisfies readonly AnnouncementType[];
export const executionList = ['A', 'F', 'B'] as const satisfies readonly AnnouncementExecution[];

export type Text = { title: string; content: string };
export type Translations = Record<ContentLanguage, Text>;

export function translationsFrom(source?: Record<string, Text | undefined>): Translations {
  const entries = contentLanguages.map((l) => [
    l,
    { title: source?.[l]?.title ?? '', content: source?.[l]?.content ?? '' },
  ]);
  return Object.fromEntries(entries) as Translations;
}

/** The languages whose title is still empty (the server needs a title in all four). */
export function missingTitles(translations: Translations): ContentLanguage[] {
  return contentLanguages.filter((l) => translations[l].title.trim() === '');
}

export const languageLabel = (l: ContentLanguage): ContentKey => `content.lang.${l}`;
export const typeLabel = (type: AnnouncementType): ContentKey => `content.type.${type}`;

/** The language tabs, each with its title and HTML content (the tabs pattern of member-screen). */
export function TranslationFields({
  value,
  onChange,
  language,
  onLanguage,
}: {
  value: Translations;
  onChange: (next: Translations) => void;
  language: ContentLanguage;
  onLanguage: (language: ContentLanguage) => void;
}) {
  const ct = useI18n().t;
  const text = value[language];
  const set = (patch: Partial<Text>) => onChange({ ...value, [language]: { ...text, ...patch } });
  const lang = ct(languageLabel(language));
  return (
    <fieldset className="content-languages">
      <legend>{ct('content.languages')}</legend>
      <TabList
        tabs={contentLanguages}
        selected={language}
        onSelect={onLanguage}
        label={ct('content.languages')}
        idPrefix="content-lang"
        render={(l) => (
          <>
            {ct(languageLabel(l))}
            {value[l].title.trim() === '' && <span aria-hidden="true"> •</span>}
          </>
        )}
      />
      <TabPanel idPrefix="content-lang" selected={language} className="content-lang-panel">
        <Field label={ct('content.textTitle', { lang })}>
          <input
            name={`title-${language}`}
            lang={language}
            maxLength={500}
            value={text.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Field>
        <Field label={ct('content.textContent', { lang })} hint={ct('content.textContentHint')}>
          <textarea
            name={`content-${language}`}
            lang={language}
            rows={12}
            spellCheck={false}
            className="content-html"
            value={text.content}
            onChange={(e) => set({ content: e.target.value })}
          />
        </Field>
      </TabPanel>
    </fieldset>
  );
}

/**
 * The current language's title and content at phone width, in the player app's dark notice look.
 * The HTML goes through the player's own policy (html-policy.ts, the browser's DOMPurify) before
 * it reaches the DOM; nothing typed is ever set as HTML unsanitised.
 */
export function ContentPreview({
  language,
  text,
  images = [],
}: {
  language: ContentLanguage;
  text: Text;
  images?: readonly { sequence: number; url: string }[];
}) {
  const ct = useI18n().t;
  const safe = useMemo(() => sanitizeHtmlWith(DOMPurify, text.content), [text.content]);
  const shown = [...images]
    .filter((image) => image.url.trim() !== '')
    .sort((a, b) => a.sequence - b.sequence);
  return (
    <aside className="content-preview" aria-labelledby="content-preview-title">
      <h2 id="content-preview-title">{ct('content.preview')}</h2>
      <p className="hint">{ct('content.previewHint')}</p>
      <div
        className="content-phone"
        role="region"
        aria-label={ct('content.previewFrame', { lang: ct(languageLabel(language)) })}
        lang={language}
      >
        <article className="content-phone-card">
          {shown.map((image) => (
            <img key={`${image.sequence}-${image.url}`} src={image.url.trim()} alt="" />
          ))}
          <h3>{text.title.trim() || ct('content.previewEmptyTitle')}</h3>
          <div
            className="content-phone-html"
            data-testid="content-preview-html"
            dangerouslySetInnerHTML={{ __html: safe }}
          />
        </article>
      </div>
    </aside>
  );
}
