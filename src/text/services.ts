/** Services a hashtag can link to: `#topic` becomes a link to the service's page for that tag. */
export const hashtagServices = ['twitter', 'facebook', 'instagram', 'tiktok', 'youtube'] as const;

/** Services a mention can link to: `@name` becomes a link to the profile, checked against its username rules. */
export const mentionServices = ['twitter', 'instagram', 'soundcloud', 'tiktok', 'youtube'] as const;

/** One of {@link hashtagServices}. */
export type HashtagService = (typeof hashtagServices)[number];

/** One of {@link mentionServices}. */
export type MentionService = (typeof mentionServices)[number];

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/**
 * Returns the service, or `false` when linking is off (`false`, `undefined` or `null`); throws a `TypeError`
 * naming the allowed services for anything else.
 */
export function checkService<S extends string>(
  option: 'hashtag' | 'mention',
  value: unknown,
  allowed: readonly S[],
): S | false {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as S;
  throw new TypeError(`Invalid ${option} service ${describe(value)}: expected false or one of ${allowed.join(', ')}.`);
}
