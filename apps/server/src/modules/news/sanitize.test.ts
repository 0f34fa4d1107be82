import { describe, expect, it } from 'vitest';
import { sanitizeHtml, textOf } from './sanitize.ts';

describe('news rich-text sanitiser', () => {
  it('keeps formatting, lists, links and pictures', () => {
    const html =
      '<h2>重阳敬老</h2><p>欢迎<strong>长者</strong>参加<em>活动</em></p><ul><li>时间</li></ul>' +
      '<a href="https://example.org/a">详情</a><img src="/uploads/2026/11/x.png" alt="合影">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>重阳敬老</h2><p>欢迎<strong>长者</strong>参加<em>活动</em></p><ul><li>时间</li></ul>' +
        '<a href="https://example.org/a">详情</a><img src="/uploads/2026/11/x.png" alt="合影">',
    );
  });

  it('drops script, style, iframe, object, svg and form elements with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>' +
      '<object data="x"></object><svg onload="alert(1)"><circle/></svg><form><input></form><p>b</p>';
    expect(sanitizeHtml(html)).toBe('<p>a</p><p>b</p>');
  });

  it('drops every on* handler and style attribute', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">x</p><img src="/a.png" onerror="alert(1)" ONLOAD=alert(2)>',
    );
    expect(out).toBe('<p>x</p><img src="/a.png">');
    expect(out).not.toMatch(/on\w+=/i);
  });

  it('removes javascript:, data: and vbscript: addresses however they are disguised', () => {
    const links = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="//evil.example/x">x</a>',
    ];
    for (const link of links) expect(sanitizeHtml(link), link).toBe('<a href>x</a>');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img src>');
  });

  it('removes unknown tags but keeps their text, and comments entirely', () => {
    expect(sanitizeHtml('<marquee>hi</marquee><!-- secret --><p>ok</p>')).toBe('hi<p>ok</p>');
  });

  it('turns a body into a short plain-text summary', () => {
    expect(textOf('<p>一&nbsp;二</p><p>三</p>', 10)).toBe('一 二 三');
    expect(textOf('<p>abcdefghijkl</p>', 5)).toBe('abcd…');
  });
});
