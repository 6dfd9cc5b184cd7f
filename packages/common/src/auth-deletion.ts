/** The name shown where a person has deleted their account. */
export const DELETED_USER_NAME = 'Slettet bruger';

/** What becomes of a text once its writer's account is deleted. */
export type AfterDeletion = 'kept' | 'removed';

const AFTER_DELETION_TEXT: Record<AfterDeletion, string> = {
  kept: `bliver stående, vist som skrevet af ‘${DELETED_USER_NAME}’`,
  removed: 'slettes',
};

/**
 * What a deleted person wrote that others still saw, and what becomes of it: the privacy page says
 * it from this list, and the deletion's test checks each line against what the app then shows.
 */
export const WRITTEN_TEXT_AFTER_DELETION = {
  help_descriptions: { what: 'Beskrivelserne i dine hjælpeanmodninger', fate: 'kept' },
  forum_posts: { what: 'Dine emner og svar i forummet', fate: 'kept' },
  thanks_given: { what: 'Takkehilsner, du har givet,', fate: 'kept' },
  help_offers: { what: 'Dine tilbud om hjælp', fate: 'removed' },
  chat_lines: {
    what: 'Dine chatbeskeder i hjælpeanmodninger og dine direkte beskeder',
    fate: 'removed',
  },
} as const satisfies Record<string, { what: string; fate: AfterDeletion }>;

/** The list as sentences, for the privacy page. */
export function writtenTextAfterDeletion(): string {
  return Object.values(WRITTEN_TEXT_AFTER_DELETION)
    .map(({ what, fate }) => `${what} ${AFTER_DELETION_TEXT[fate]}.`)
    .join(' ');
}
