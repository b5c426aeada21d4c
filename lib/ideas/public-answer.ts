import "server-only";

/**
 * The columns a save writes when the admin's public answer is new or changed: the text, a new
 * version when there is a text (followers are e-mailed once per version) and when it was written.
 * Nothing when the answer is not in the save or is the same text.
 */
export function publicAnswerChanges(before: { publicAnswer: string; publicAnswerVersion: number }, answer: string | undefined) {
  if (answer === undefined || answer === before.publicAnswer) return {};
  if (!answer) return { publicAnswer: "", publicAnswerAt: null };
  return { publicAnswer: answer, publicAnswerVersion: before.publicAnswerVersion + 1, publicAnswerAt: new Date() };
}
