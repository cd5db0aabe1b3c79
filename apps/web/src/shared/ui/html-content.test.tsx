import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isUnsafeStyle } from '@app/contracts/html-policy';
import { HtmlContent, sanitizeHtml, scalePixels } from './html-content';

describe('HtmlContent', () => {
  it('strips scripts and handlers', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">hi<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">j</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('hi');
  });
  it('opens http links externally and keeps in-app links in place', () => {
    const out = sanitizeHtml(
      '<a href="https://x.example">x</a><a href="/m/home" target="_blank">h</a>',
    );
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toMatch(/<a href="\/m\/home">h<\/a>/);
  });
  it('divides px by 100 into the design unit when asked', () => {
    expect(scalePixels('font-size: 24px; margin: 0 10.5px')).toBe(
      'font-size: calc(0.24 * var(--design-rem)); margin: 0 calc(0.105 * var(--design-rem))',
    );
    expect(sanitizeHtml('<p style="width: 200px">a</p>')).toContain('200px');
    expect(sanitizeHtml('<p style="width: 200px">a</p>', { scalePx: true })).toContain(
      'calc(2 * var(--design-rem))',
    );
  });
  it('renders sanitised markup', () => {
    const { container } = render(<HtmlContent html="<b>bold</b><script>x</script>" />);
    expect(container.querySelector('b')?.textContent).toBe('bold');
    expect(container.querySelector('script')).toBeNull();
  });
  it('renames handlers before parsing and drops them', () => {
    const out = sanitizeHtml('<img src=x onerror=a><svg onload><p title="a"onclick=b>t</p>');
    expect(out).not.toMatch(/on(error|load|click)/i);
    expect(out).toContain('<p title="a">t</p>');
  });
  it('drops inline styles that load other hosts or run script', () => {
    for (const style of [
      'background:url(javascript:a)',
      'background:url(//evil.example/x.png)',
      'background-image: url("https://evil.example/x.png")',
      'width:expression(a)',
      'background:url(\\6a avascript:a)',
    ]) {
      expect(isUnsafeStyle(style), style).toBe(true);
      expect(sanitizeHtml(`<p style="${style.replace(/"/g, '&quot;')}">a</p>`)).toBe('<p>a</p>');
    }
    for (const style of [
      'color: red',
      'background:url(/cdn/a.svg)',
      'background:url(data:image/png;base64,AA==)',
    ])
      expect(isUnsafeStyle(style), style).toBe(false);
  });
});
