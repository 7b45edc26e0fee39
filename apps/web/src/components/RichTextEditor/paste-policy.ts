import { IMAGE_EXTENSIONS, ownFileUrl, safeLinkHref } from './html-value';

/** Image types the upload folder takes (the server checks again, by extension and content). */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The image files among dropped or pasted files, and how many others there were. */
export function splitImageFiles(files: FileList | readonly File[] | null | undefined): {
  images: File[];
  others: File[];
} {
  const all = files ? Array.from(files) : [];
  return {
    images: all.filter((f) => f.type in IMAGE_TYPES),
    others: all.filter((f) => !(f.type in IMAGE_TYPES)),
  };
}

const DATA_IMAGE = /^data:(image\/(?:png|jpeg|gif|webp));base64,([a-z0-9+/=\s]+)$/i;

/** An image pasted inline as a `data:` address, as a file to upload (null for anything else). */
export function dataUrlFile(src: string, index = 0): File | null {
  const match = DATA_IMAGE.exec(src);
  if (!match) return null;
  const type = match[1].toLowerCase();
  const bytes = Uint8Array.from(atob(match[2].replace(/\s/g, '')), (c) => c.charCodeAt(0));
  return new File([bytes], `paste-${index + 1}.${IMAGE_TYPES[type]}`, { type });
}

/** Whether pasted HTML carries text of its own (a copied picture comes as an HTML image and the file). */
export function hasText(html: string): boolean {
  if (!html) return false;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return !!body.textContent?.trim() || !!body.querySelector('table');
}

/** The `data:` images of pasted HTML, to upload before it is inserted. */
export function dataImagesIn(html: string): string[] {
  if (!html.includes('data:image')) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '').filter((s) => dataUrlFile(s));
}

export interface CleanedPaste {
  html: string;
  /** Images that could not come along (a Word document's local pictures, other data). */
  dropped: number;
  /** Images from other sites, kept as links to them. */
  linked: number;
}

/**
 * Pasted HTML's images, before the editor's schema reads the rest: our own stored images stay (at their relative
 * address); `data:` images take the address they were uploaded to (`uploaded`), else they go; an image of another
 * site becomes a link to it — the site's content policy shows no foreign images, and a link is kept only when it
 * is one the editor allows; anything else (`file:` pictures of a Word document, `blob:`) goes.
 */
export function cleanPastedHtml(html: string, uploaded: ReadonlyMap<string, string> = new Map()): CleanedPaste {
  if (!/<img/i.test(html)) return { html, dropped: 0, linked: 0 };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let dropped = 0;
  let linked = 0;
  for (const img of doc.querySelectorAll('img')) {
    const src = img.getAttribute('src')?.trim() ?? '';
    const own = ownFileUrl(src, IMAGE_EXTENSIONS) ?? uploaded.get(src);
    const href = own ? null : /^https?:\/\//i.test(src) ? safeLinkHref(src) : null;
    if (own) {
      img.setAttribute('src', own);
    } else if (href) {
      const link = doc.createElement('a');
      link.setAttribute('href', href);
      link.textContent = img.getAttribute('alt')?.trim() || href;
      img.replaceWith(link);
      linked++;
    } else {
      img.remove();
      dropped++;
    }
  }
  return { html: doc.body.innerHTML, dropped, linked };
}
