import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  countWords,
  feedbackWordProblem,
} from './feedback-constants';

describe('countWords', () => {
  it('counts English words, not spaces or punctuation', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('Hello')).toBe(1);
    expect(countWords('  I cannot   withdraw, my money!  ')).toBe(5);
    expect(countWords("It's 2 o'clock -- really?")).toBe(4);
    expect(countWords('... !!! ???')).toBe(0);
  });

  it('finds the words of Khmer text, which has no spaces between them', () => {
    // "I want to deposit money but cannot" without a single space.
    expect(countWords('ខ្ញុំចង់ដាក់ប្រាក់')).toBe(4);
    expect(countWords('ខ្ញុំចង់ដាក់ប្រាក់ប៉ុន្តែមិនបាន')).toBeGreaterThanOrEqual(6);
    // Khmer punctuation (khan) is not a word.
    expect(countWords('ខ្ញុំចង់ដាក់ប្រាក់។')).toBe(4);
  });

  it('counts mixed scripts and Chinese', () => {
    expect(countWords('VIP ខ្ញុំចង់ដាក់ប្រាក់ 100')).toBe(6);
    expect(countWords('我无法提款')).toBeGreaterThanOrEqual(2);
    expect(countWords('Tôi không thể rút tiền')).toBe(5);
  });
});

describe('feedbackWordProblem', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

  it('accepts the bounds themselves and names them when outside', () => {
    const bounds = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS };
    expect(feedbackWordProblem(words(FEEDBACK_MIN_WORDS - 1))).toEqual(bounds);
    expect(feedbackWordProblem(words(FEEDBACK_MIN_WORDS))).toBeNull();
    expect(feedbackWordProblem(words(FEEDBACK_MAX_WORDS))).toBeNull();
    expect(feedbackWordProblem(words(FEEDBACK_MAX_WORDS + 1))).toEqual(bounds);
  });
});
