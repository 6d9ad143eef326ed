/**
 * The site's policy figures, shared by the server and the admin screens (browser-safe): how much a
 * page, a section and an account field may hold, and how long the trash and the history keep
 * things.
 */
export const LIMITS = {
  titleMax: 200,
  metaMax: 500,
  sectionKeyMax: 100,
  /** Section content, in UTF-8 bytes. */
  contentMaxBytes: 200 * 1024,
  sectionsMax: 200,
  usernameMax: 100,
  emailMax: 254,
  /** ASVS 5.0 6.2.1 (docs/asvs-authentication-sessions.md): new passwords only; older ones still sign in. */
  passwordMin: 6,
  /** Guards the hash function against megabyte "passwords". */
  passwordMax: 256,
} as const;

/** How long a page stays in the trash before housekeeping deletes it for ever. */
export const TRASH_DAYS = 30;
/** How many revisions of each page housekeeping keeps. */
export const REVISIONS_KEPT = 100;
/** The longest alt text of an image of the media library. */
export const MEDIA_ALT_MAX = 500;
/**
 * The largest XLIFF file an import reads, in bytes (docs/product.md, "XLIFF for translators"); a
 * download that would be larger asks for fewer pages, so every download can be imported back.
 */
export const XLIFF_MAX_BYTES = 10 * 1024 * 1024;
/**
 * XLIFF imports read and parsed at once (server/i18n/xliff/service.ts): one takes about ten times
 * its file's size in memory while it is parsed, so two of the largest files about 200 MB at most.
 */
export const XLIFF_IMPORTS_AT_ONCE = 2;
