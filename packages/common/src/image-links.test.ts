import { describe, expect, it } from 'vitest';
import { directImageLink, IMAGE_LINK_MESSAGES } from './image-links';

const onedrive = (encoded: string) =>
  `https://api.onedrive.com/v1.0/shares/u!${encoded}/root/content`;

describe('directImageLink', () => {
  it.each([
    // Google Drive: the file page, the old open and uc forms.
    [
      'https://drive.google.com/file/d/1AbC-dEf_123/view?usp=sharing',
      'https://drive.google.com/thumbnail?id=1AbC-dEf_123&sz=w2000',
    ],
    [
      'https://drive.google.com/open?id=1AbC-dEf_123',
      'https://drive.google.com/thumbnail?id=1AbC-dEf_123&sz=w2000',
    ],
    [
      'https://drive.google.com/uc?export=download&id=XyZ987',
      'https://drive.google.com/thumbnail?id=XyZ987&sz=w2000',
    ],
    // Dropbox: the old /s/ links and the new /scl/ ones keep their key, dl=0 becomes raw=1.
    [
      'https://www.dropbox.com/s/abc123/baad.jpg?dl=0',
      'https://www.dropbox.com/s/abc123/baad.jpg?raw=1',
    ],
    [
      'https://www.dropbox.com/scl/fi/k3y/baad.jpg?rlkey=r1&dl=0',
      'https://www.dropbox.com/scl/fi/k3y/baad.jpg?rlkey=r1&raw=1',
    ],
    ['http://dropbox.com/s/abc/b.png', 'https://www.dropbox.com/s/abc/b.png?raw=1'],
    // OneDrive: share links through the shares API.
    ['https://1drv.ms/i/s!AkLm123', onedrive('aHR0cHM6Ly8xZHJ2Lm1zL2kvcyFBa0xtMTIz')],
    [
      'https://onedrive.live.com/redir?resid=ABC!123&authkey=!x',
      onedrive('aHR0cHM6Ly9vbmVkcml2ZS5saXZlLmNvbS9yZWRpcj9yZXNpZD1BQkMhMTIzJmF1dGhrZXk9IXg'),
    ],
    // Imgur: an image's page becomes the image.
    ['https://imgur.com/AbC12de', 'https://i.imgur.com/AbC12de.jpg'],
    ['https://m.imgur.com/AbC12de', 'https://i.imgur.com/AbC12de.jpg'],
    // GitHub: a file's page becomes the raw file.
    [
      'https://github.com/ejer/baade/blob/main/billeder/maage.png',
      'https://raw.githubusercontent.com/ejer/baade/main/billeder/maage.png',
    ],
    // Already direct, or a host we do not know: kept as it is.
    ['https://i.imgur.com/AbC12de.png', 'https://i.imgur.com/AbC12de.png'],
    ['https://imgur.com/a/album1', 'https://imgur.com/a/album1'],
    ['https://dl.dropboxusercontent.com/s/a/b.jpg', 'https://dl.dropboxusercontent.com/s/a/b.jpg'],
    ['http://127.0.0.1:8080/baad.jpg', 'http://127.0.0.1:8080/baad.jpg'],
    ['  https://example.dk/Ærø.jpg  ', 'https://example.dk/%C3%86r%C3%B8.jpg'],
  ])('rewrites %s', (link, direct) => {
    expect(directImageLink(link)).toEqual({ url: direct });
  });

  it.each([
    'https://photos.google.com/share/AF1Qip?key=abc',
    'https://photos.app.goo.gl/xyz123',
    'https://goo.gl/photos/abc',
  ])('refuses the Google Photos link %s and says why', (link) => {
    expect(directImageLink(link)).toEqual({ error: IMAGE_LINK_MESSAGES.googlePhotos });
    expect(IMAGE_LINK_MESSAGES.googlePhotos).toMatch(/Google Fotos.*ikke selve billedet/);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'ftp://example.dk/b.jpg',
    'blob:https://example.dk/uuid',
    'vbscript:msgbox',
    '//example.dk/b.jpg',
    'example.dk/b.jpg',
    'https://user:pw@example.dk/b.jpg',
    'ikke en adresse',
    '',
  ])('refuses %s: only http(s) links', (link) => {
    expect(directImageLink(link)).toEqual({ error: 'Ugyldigt billede URL' });
  });
});
