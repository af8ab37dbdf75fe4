// The player's stored language choice (SPEC §1: the lang query parameter, then the stored preference), kept by the
// shop's web app in a cookie beside its localStorage entry so the server can name that language's texts in the page
// it answers (apps/server/src/plugins/route-pages.ts). A preference, not a credential: readable by the page's
// script, sent only to this site.
export const LANGUAGE_COOKIE = 'shop_lang';

/** A year: the preference outlives a session, as its localStorage entry does. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
