import type en from '@/locales/en.json';

/**
 * The app's translator: the part of i18next the app uses, in about 1 KB instead of i18next and
 * react-i18next's ~17 KB gzip on every first load (docs/decisions/0026). Same catalogues, same
 * keys, same results for what the app calls:
 *   - `t('a.b.c')` looks the dotted key up in the active language's catalogue; a missing key, an
 *     empty string or a non-string value returns the key itself (i18next with
 *     `fallbackLng: false`, `returnEmptyString: false`);
 *   - `{{name}}` is replaced by `options.name` as is (`escapeValue: false`: React escapes); a
 *     placeholder without a value stays as written (i18next's `skipOnVariables`);
 *   - with a numeric `count`, `key_<plural form>` by Intl.PluralRules of the language (`_zero`
 *     first when count is 0), then `key_other`, then `key` (i18next's v4 plural suffixes);
 *   - `changeLanguage` switches and notifies `useTranslation` (shared/i18n/use-translation.ts).
 * Every visible string still goes through a catalogue key (design rule: no bare text in JSX).
 */

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralForm}` ? Base : never;

/** Every key of the English catalogue (the parity test keeps the others in step), with plural
 * keys also by their base (`gameList.total` for `total_one` / `total_other`). */
export type TranslationKey = Leaves<typeof en> | WithoutPlural<Leaves<typeof en>>;
/** i18next's name for the same type, kept so call sites read as before. */
export type ParseKeys = TranslationKey;

export type TranslateOptions = { count?: number } & Record<string, unknown>;
export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

export type Catalogue = { [key: string]: string | Catalogue };

const placeholder = /\{\{\s*([^{}]+?)\s*\}\}/g;

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

export class Translator {
  /** The active language ('' until init). */
  language = '';
  private readonly bundles = new Map<string, Catalogue>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();

  /** Starts in `language` with its catalogue (further ones are added as they load). */
  init(language: string, catalogue: Catalogue): void {
    this.bundles.set(language, catalogue);
    this.language = language;
    this.notify();
  }

  hasResourceBundle(language: string, namespace = 'translation'): boolean {
    return namespace === 'translation' && this.bundles.has(language);
  }

  /** Adds namespaces to a language's catalogue (a language's catalogue may come in parts). */
  addResourceBundle(language: string, catalogue: Catalogue): void {
    this.bundles.set(language, { ...this.bundles.get(language), ...catalogue });
    this.notify();
  }

  async changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      this.notify();
    }
    return this.getFixedT(language);
  }

  /** Translates in the active language. */
  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` bound to one language; the same function for the same language (stable for hooks). */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  /** Calls `listener` after every language or catalogue change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private pluralForm(language: string, count: number): string {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules.select(count);
  }

  private translate(language: string, key: string, options?: TranslateOptions): string {
    const catalogue = this.bundles.get(language);
    const count = options?.count;
    let text: string | undefined;
    if (typeof count === 'number') {
      const candidates = [`${key}_${this.pluralForm(language, count)}`, `${key}_other`, key];
      if (count === 0) candidates.unshift(`${key}_zero`);
      for (const candidate of candidates) {
        text = lookup(catalogue, candidate);
        if (text !== undefined) break;
      }
    } else {
      text = lookup(catalogue, key);
    }
    if (text === undefined) return key;
    if (!options) return text;
    return text.replace(placeholder, (match, name: string) => {
      const value = options[name];
      return value === undefined ? match : String(value);
    });
  }
}
