import { describe, expect, it } from 'vitest';
import { chatLaunchLanguage } from '@app/contracts/message-constants';
import { chatLaunchQuery, headerColour, launchLanguage } from './chat-launch';

describe('the chat launch language (spec 7: uppercased, Chinese variants CN, default CN)', () => {
  it('the contract rule', () => {
    expect(chatLaunchLanguage('km')).toBe('KM');
    expect(chatLaunchLanguage('en')).toBe('EN');
    expect(chatLaunchLanguage('vi')).toBe('VI');
    for (const zh of ['zh', 'zh-CN', 'zh_TW', 'ZH-hant', 'cn'])
      expect(chatLaunchLanguage(zh)).toBe('CN');
    expect(chatLaunchLanguage(null)).toBe('CN');
    expect(chatLaunchLanguage('')).toBe('CN');
  });

  it('uses the stored language, uppercased, Chinese variants as CN', () => {
    expect(launchLanguage('km', 'en')).toBe('KM');
    expect(launchLanguage('en', 'km')).toBe('EN');
    expect(launchLanguage('vi', 'km')).toBe('VI');
    expect(launchLanguage('zh', 'km')).toBe('CN');
    expect(launchLanguage('zh-TW', 'km')).toBe('CN');
    expect(launchLanguage('zh_CN', 'en')).toBe('CN');
  });

  it('without a stored language, the language the app shows (a first visit is Khmer)', () => {
    expect(launchLanguage(null, 'km')).toBe('KM');
    expect(launchLanguage(null, 'zh')).toBe('CN');
    expect(launchLanguage('', 'en')).toBe('EN');
  });

  it('a stored value the server does not speak falls back to the shown language', () => {
    expect(launchLanguage('fr', 'en')).toBe('EN');
    expect(launchLanguage('xx-YY', 'km')).toBe('KM');
  });
});

describe('headerColour', () => {
  it('takes the top bar colour the page computed, else the theme one', () => {
    expect(headerColour('dark', ' #10162a ')).toBe('#10162a');
    expect(headerColour('light', '#fff')).toBe('#fff');
    expect(headerColour('dark', '')).toBe('#10162a');
    expect(headerColour('light', 'rgb(255 255 255)')).toBe('#ffffff');
    expect(headerColour('dark', undefined)).toBe('#10162a');
  });
});

describe('chatLaunchQuery (spec 7: moduleId CBS3, b2c=1, language, backUrl, headerColor, title)', () => {
  it('builds the query', () => {
    expect(
      chatLaunchQuery({
        storedLanguage: 'zh-CN',
        shownLanguage: 'zh',
        backUrl: 'https://play.example/m/message',
        headerColor: '#10162a',
        title: ' Live chat ',
      }),
    ).toEqual({
      moduleId: 'CBS3',
      b2c: '1',
      language: 'CN',
      backUrl: 'https://play.example/m/message',
      headerColor: '#10162a',
      title: 'Live chat',
    });
  });

  it('keeps the title within the 60 characters the server takes', () => {
    const query = chatLaunchQuery({
      storedLanguage: null,
      shownLanguage: 'km',
      backUrl: '/m/message',
      headerColor: '#fff',
      title: 'x'.repeat(80),
    });
    expect(query.title).toHaveLength(60);
  });
});
