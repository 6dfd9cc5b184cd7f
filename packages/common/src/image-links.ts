// A vessel's picture is a link to an image somewhere else. People paste the share link their
// cloud drive or photo host gave them, which opens a web page, not the picture: these are
// rewritten to the host's direct link to the file. Only http(s) is ever accepted.

export const IMAGE_LINK_MESSAGES = {
  invalid: 'Ugyldigt billede URL',
  googlePhotos:
    'Links fra Google Fotos kan ikke bruges: de åbner en webside, ikke selve billedet, og Google tilbyder ikke et direkte link til billedet. Læg billedet på f.eks. Google Drive eller Dropbox, del det med "alle med linket", og indsæt det link.',
} as const;

export type ImageLinkResult = { url: string } | { error: string };

const GOOGLE_PHOTOS_HOSTS = ['photos.google.com', 'photos.app.goo.gl'];

/** A host is `domain` or one of its subdomains. */
const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * base64url, as OneDrive's shares API wants a sharing link encoded ("u!" + base64url). A parsed
 * URL's href is ASCII (percent-encoded, punycode host), so btoa takes it as it is.
 */
function base64Url(ascii: string): string {
  return btoa(ascii).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function googleDrive(url: URL): string | undefined {
  const id =
    /^\/file\/d\/([\w-]+)/.exec(url.pathname)?.[1] ??
    (/^\/(open|uc)$/.test(url.pathname) ? url.searchParams.get('id') : null);
  return id && /^[\w-]+$/.test(id)
    ? `https://drive.google.com/thumbnail?id=${id}&sz=w2000`
    : undefined;
}

function dropbox(url: URL): string {
  const direct = new URL(url.href);
  direct.protocol = 'https:';
  direct.hostname = 'www.dropbox.com';
  direct.searchParams.delete('dl');
  direct.searchParams.set('raw', '1');
  return direct.href;
}

function imgur(url: URL): string | undefined {
  // A single image's page (imgur.com/AbC123); albums and galleries have no one file.
  const id = /^\/([A-Za-z0-9]{5,10})$/.exec(url.pathname)?.[1];
  return id ? `https://i.imgur.com/${id}.jpg` : undefined;
}

function github(url: URL): string | undefined {
  const parts = /^\/([^/]+)\/([^/]+)\/blob\/(.+)$/.exec(url.pathname);
  return parts
    ? `https://raw.githubusercontent.com/${parts[1]}/${parts[2]}/${parts[3]}`
    : undefined;
}

/** The host's direct image link for a share link, or undefined to keep the link as it is. */
function rewrite(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  if (host === 'drive.google.com') return googleDrive(url);
  if (isHost(host, 'dropbox.com') && host !== 'dl.dropboxusercontent.com') return dropbox(url);
  if (host === '1drv.ms' || (host === 'onedrive.live.com' && url.pathname !== '/download')) {
    return `https://api.onedrive.com/v1.0/shares/u!${base64Url(url.href)}/root/content`;
  }
  if (host === 'imgur.com' || host === 'www.imgur.com' || host === 'm.imgur.com') return imgur(url);
  if (host === 'github.com') return github(url);
  return undefined;
}

/**
 * What a pasted image link becomes: the direct link to the picture, or a Danish reason it cannot be
 * used (not an http(s) address, or Google Photos, whose share links never lead to the file).
 */
export function directImageLink(input: string): ImageLinkResult {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { error: IMAGE_LINK_MESSAGES.invalid };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    return { error: IMAGE_LINK_MESSAGES.invalid };
  }
  if (url.username || url.password) return { error: IMAGE_LINK_MESSAGES.invalid };
  const host = url.hostname.toLowerCase();
  const isGooglePhotos =
    GOOGLE_PHOTOS_HOSTS.includes(host) || (host === 'goo.gl' && url.pathname.startsWith('/photos'));
  if (isGooglePhotos) return { error: IMAGE_LINK_MESSAGES.googlePhotos };
  return { url: rewrite(url) ?? url.href };
}
