import LinkifyIt from 'linkify-it';

/** A piece of a post's text: plain text, or a link's text with the address it goes to. */
export interface TextPart {
  text: string;
  href?: string;
}

const linkify = new LinkifyIt();

/**
 * What a link found in a post may lead to: the web and e-mail (https://…, www.…, an address),
 * never a script, nor `ftp:` or a protocol-relative `//…`, which have no protocol of their own.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function safeHref(url: string): string | undefined {
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `text` cut into plain pieces and the web and e-mail addresses written in it. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of linkify.match(text) ?? []) {
    const href = safeHref(match.url);
    if (!href) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match.raw, href });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * A post as the text it is (SPEC: plain text only): line breaks kept, written addresses made
 * links that open apart and pass on no standing, and nothing in it ever read as markup.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`pre-wrap ${className ?? ''}`}>
      {textParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} rel="noopener nofollow ugc" target="_blank">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </div>
  );
}
