/**
 * Feedback's rules (issue 14, spec sections 5 and 9), zod-free: the player app checks the form
 * with them at run time (its CSP forbids the eval zod probes for) and the server refuses with
 * the same numbers. feedback.ts builds the schemas from them.
 */

/** What the feedback is about; the member picks one. */
export const feedbackCategories = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** NEW until support marks it handled. */
export const feedbackStatuses = ['NEW', 'HANDLED'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/**
 * Spec section 5: "between {0} and {1} words", the values not shown. Ours: 5 to 500, enough for
 * "I cannot withdraw my money" and short of an essay.
 */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
/** A cap on the characters too, so a text of a few enormous "words" cannot pass. */
export const FEEDBACK_MAX_CHARS = 8000;
/** Spec sections 5 and 9: the remark is at most 140 characters. */
export const FEEDBACK_REMARK_MAX = 140;
/** Feedback per member in a rolling day (RATE_LIMITED after that). */
export const FEEDBACK_PER_DAY = 10;

type WordSegmenter = { segment(text: string): Iterable<{ isWordLike?: boolean }> };

let segmenter: WordSegmenter | null | undefined;

/** One word segmenter per process (a fixed locale, so the server and every browser agree). */
function wordSegmenter(): WordSegmenter | null {
  if (segmenter !== undefined) return segmenter;
  const Segmenter = (
    Intl as unknown as {
      Segmenter?: new (locale: string, options: { granularity: 'word' }) => WordSegmenter;
    }
  ).Segmenter;
  segmenter = Segmenter ? new Segmenter('en', { granularity: 'word' }) : null;
  return segmenter;
}

/** A run of text with a letter or digit in it (the fallback's idea of a word). */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The number of words in a text, the same on the server and in the browser. Khmer (and Thai,
 * Chinese...) have no spaces between words, so words are found by Unicode word segmentation
 * (Intl.Segmenter, ICU's dictionaries): "ខ្ញុំចង់ដាក់ប្រាក់" is four words. Punctuation and spaces are
 * not words. Without Intl.Segmenter (old browsers) runs between spaces are counted instead; the
 * server always has it, so it has the last word.
 */
export function countWords(text: string): number {
  const words = wordSegmenter();
  if (words) {
    let n = 0;
    for (const part of words.segment(text)) if (part.isWordLike) n += 1;
    return n;
  }
  return text.split(/\s+/u).filter((run) => LETTER_OR_DIGIT.test(run)).length;
}

/** Too few or too many words: the bounds to say; null when the count is within them. */
export function feedbackWordProblem(text: string): { min: number; max: number } | null {
  const n = countWords(text);
  return n < FEEDBACK_MIN_WORDS || n > FEEDBACK_MAX_WORDS
    ? { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS }
    : null;
}
