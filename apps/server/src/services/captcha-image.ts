import { randomInt } from 'node:crypto';

/**
 * Draws an arithmetic question ("47 + 8", "52 - 6") as an SVG of stroked paths: no <text>
 * element, so the question is not readable from the markup, with jitter and noise lines against
 * simple OCR. The minus is the plus without its upright (e2e/auth-helpers.ts reads them back).
 */
export type CaptchaQuestion = { left: number; operator: '+' | '-'; right: number };

// Seven-segment digits: segment end points in a 20x36 cell.
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [2, 2, 18, 2],
  b: [18, 2, 18, 18],
  c: [18, 18, 18, 34],
  d: [2, 34, 18, 34],
  e: [2, 18, 2, 34],
  f: [2, 2, 2, 18],
  g: [2, 18, 18, 18],
};
const DIGIT_SEGMENTS = [
  'abcdef',
  'bc',
  'abged',
  'abgcd',
  'fgbc',
  'afgcd',
  'afgedc',
  'abc',
  'abcdefg',
  'abcdfg',
];

const jitter = (n: number) => n + (randomInt(0, 5) - 2);

function glyphPath(char: string, x: number, y: number): string {
  const bar = `M${jitter(x + 2)} ${jitter(y + 18)}L${jitter(x + 18)} ${jitter(y + 18)}`;
  if (char === '-') return bar;
  if (char === '+')
    return `${bar}M${jitter(x + 10)} ${jitter(y + 10)}L${jitter(x + 10)} ${jitter(y + 26)}`;
  const segments = DIGIT_SEGMENTS[Number(char)] ?? '';
  return [...segments]
    .map((s) => {
      const [x1, y1, x2, y2] = SEGMENTS[s]!;
      return `M${jitter(x + x1)} ${jitter(y + y1)}L${jitter(x + x2)} ${jitter(y + y2)}`;
    })
    .join('');
}

export function drawQuestion({ left, operator, right }: CaptchaQuestion): string {
  const chars = `${left}${operator}${right}`;
  const width = 40 + chars.length * 30;
  const height = 56;
  const glyphs = [...chars]
    .map((char, i) => {
      const x = 20 + i * 30;
      const y = 10 + randomInt(-3, 4);
      const angle = randomInt(-12, 13);
      return `<path transform="rotate(${angle} ${x + 10} ${y + 18})" d="${glyphPath(char, x, y)}"/>`;
    })
    .join('');
  const noise = Array.from({ length: 4 }, () => {
    const y1 = randomInt(4, height - 4);
    const y2 = randomInt(4, height - 4);
    return `<path d="M0 ${y1}Q${randomInt(20, width - 20)} ${randomInt(0, height)} ${width} ${y2}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f4f4f4"/>` +
    `<g fill="none" stroke="#9aa" stroke-width="1.5">${noise}</g>` +
    `<g fill="none" stroke="#223" stroke-width="3.5" stroke-linecap="round">${glyphs}</g>` +
    `</svg>`
  );
}
