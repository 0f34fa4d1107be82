import { fastbeeApp, NEWS_CATEGORIES } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { commandParts } from './content-logs.ts';
import { appHtml, appPicture, appTime } from './shapes.ts';

describe('FastBee app content: translation', () => {
  it('gives every news category a fixed number and back', () => {
    expect(NEWS_CATEGORIES.map(fastbeeApp.appNewsCategoryId)).toEqual([1, 2, 3, 4]);
    expect(fastbeeApp.appNewsCategoryOf(1)).toBe('notice');
    expect(fastbeeApp.appNewsCategoryOf(0)).toBeUndefined();
    expect(fastbeeApp.appNewsCategoryOf(5)).toBeUndefined();
  });

  it('answers pictures as paths under the prefix the app puts before them', () => {
    expect(appPicture('/api/news/asset/news-story.svg')).toBe('/news/asset/news-story.svg');
    expect(appPicture('/uploads/2026/11/abc.png')).toBe('/uploads/2026/11/abc.png');
    expect(appPicture('https://elsewhere.example/a.png')).toBe('');
    expect(appPicture('')).toBe('');
  });

  it('rewrites every <img src> of an article and nothing else', () => {
    const html =
      '<p><a href="/api/news/1">more</a></p><img src="/api/news/asset/a.svg" alt="a">' +
      "<img alt='b' src='https://elsewhere.example/b.png'><IMG SRC=\"/uploads/2026/11/c.png\">";
    expect(appHtml(html)).toBe(
      '<p><a href="/api/news/1">more</a></p><img src="/news/asset/a.svg" alt="a">' +
        "<img alt='b' src=''><IMG SRC=\"/uploads/2026/11/c.png\">",
    );
  });

  it('writes times on the centre clock as FastBee does', () => {
    expect(appTime('2026-11-20T16:30:05.000Z')).toBe('2026-11-21 00:30:05');
  });

  it("splits a command's identifiers and values as FastBee's FunctionLog has them", () => {
    expect(commandParts('switch', 'switch=1')).toEqual({ identify: 'switch', value: '1' });
    expect(commandParts('a,b', 'a=1, b=x, y')).toEqual({ identify: 'a,b', value: '1,x, y' });
    expect(commandParts('note', 'note=a, b=c')).toEqual({ identify: 'note', value: 'a, b=c' });
    expect(commandParts('', 'raw')).toEqual({ identify: '', value: 'raw' });
    // A value that does not read as Linli wrote it is passed on whole.
    expect(commandParts('a', 'b=1')).toEqual({ identify: 'a', value: 'b=1' });
  });
});
