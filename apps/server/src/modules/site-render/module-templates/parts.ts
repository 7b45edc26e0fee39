/**
 * Pieces the built-in templates share, spliced in when the templates are built (a site's own templates copy what they
 * need). Every text comes from `t`, the site language's dictionary.
 */

/** Pages of a list, keeping the list's other query parameters (`pageQuery`, given by the renderer). */
export const PAGER = `<nav class="pager" aria-label="{{ t.pager.label }}">{% if page.current > 1 %}<a rel="prev" href="?pageNo={{ page.current | minus: 1 }}{% if pageQuery != blank %}&amp;{{ pageQuery }}{% endif %}">{{ t.pager.prev }}</a>{% endif %}{% if page.current < page.pages %}<a rel="next" href="?pageNo={{ page.current | plus: 1 }}{% if pageQuery != blank %}&amp;{{ pageQuery }}{% endif %}">{{ t.pager.next }}</a>{% endif %}{% assign n = page.total | number %}<span class="muted">{{ t.list.total | replace: '{n}', n }}</span></nav>`;

/** A list's search box with its label (hidden: the button names it), its hint given as Liquid (`hint`). */
export const search = (hint: string, hidden = '') =>
  `<form class="search" method="get" role="search">${hidden}<label class="sr-only" for="q">${hint}</label><input id="q" type="search" name="q" value="{{ query.q }}" maxlength="50" placeholder="${hint}"><button class="btn">{{ t.list.search }}</button></form>`;

/** A file's size in the site's units (`r` is the row). */
export const SIZE = `{{ r.fileSize | file_size }}`;
