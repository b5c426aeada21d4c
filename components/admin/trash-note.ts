/** What a delete dialog says: every admin delete goes to the trash for 30 days (TRASH_DAYS). */
export const movesToTrash = (what: string) => `${what} moves to the trash, where you can restore it for 30 days.`;
