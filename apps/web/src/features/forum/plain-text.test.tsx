// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainText, textParts } from './plain-text';

afterEach(cleanup);

function shown(text: string) {
  const { container } = render(<PlainText text={text} />);
  const box = container.firstElementChild!;
  return {
    box,
    links: Array.from(box.querySelectorAll('a')).map((a) => ({
      text: a.textContent,
      href: a.getAttribute('href'),
      rel: a.getAttribute('rel'),
      target: a.getAttribute('target'),
    })),
  };
}

describe('a post as plain text', () => {
  it('makes written addresses links that open apart and pass on no standing', () => {
    const { box, links } = shown(
      'Se https://www.dmi.dk/hav og www.sejlerne.dk.\nSkriv til havn@example.dk',
    );
    expect(links).toEqual([
      {
        text: 'https://www.dmi.dk/hav',
        href: 'https://www.dmi.dk/hav',
        rel: 'noopener nofollow ugc',
        target: '_blank',
      },
      {
        text: 'www.sejlerne.dk',
        href: 'http://www.sejlerne.dk',
        rel: 'noopener nofollow ugc',
        target: '_blank',
      },
      {
        text: 'havn@example.dk',
        href: 'mailto:havn@example.dk',
        rel: 'noopener nofollow ugc',
        target: '_blank',
      },
    ]);
    // The whole text, line break included, is there as written.
    expect(box.textContent).toBe(
      'Se https://www.dmi.dk/hav og www.sejlerne.dk.\nSkriv til havn@example.dk',
    );
    expect(box.classList.contains('pre-wrap')).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">klik</a>',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '<iframe src="https://evil.example"></iframe>',
    '[klik](javascript:alert(1))',
    '<svg onload=alert(1)>',
  ])('never makes markup of %s', (hostile) => {
    const { box, links } = shown(`Før ${hostile} efter`);
    // Exactly the text, and no element but the links it may make.
    expect(box.textContent).toBe(`Før ${hostile} efter`);
    expect(box.querySelectorAll(':not(a)')).toHaveLength(0);
    for (const link of links) expect(link.href).toMatch(/^(https?|mailto):/);
    expect(links.some((link) => /javascript|data:|vbscript/i.test(link.href ?? ''))).toBe(false);
  });

  it('keeps a link inside hostile markup to its address, the markup around it as text', () => {
    const hostile = '<a href="https://evil.example/">x</a>"><script>alert(1)</script>';
    const { box, links } = shown(hostile);
    expect(box.querySelectorAll('script, img, iframe, svg')).toHaveLength(0);
    expect(box.textContent).toBe(hostile);
    for (const link of links) expect(new URL(link.href!).protocol).toBe('https:');
  });

  it('cuts the text into plain pieces and links', () => {
    expect(textParts('Prøv https://havhjaelp.dk nu')).toEqual([
      { text: 'Prøv ' },
      { text: 'https://havhjaelp.dk', href: 'https://havhjaelp.dk' },
      { text: ' nu' },
    ]);
    expect(textParts('ingen links her')).toEqual([{ text: 'ingen links her' }]);
    expect(textParts('ftp://files.example.dk og //cdn.example.dk')).toEqual([
      { text: 'ftp://files.example.dk og //cdn.example.dk' },
    ]);
    expect(textParts('')).toEqual([]);
  });
});
