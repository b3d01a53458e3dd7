import type { ChatLabels } from './labels.js';
import type { Participant } from './types.js';

/** The header title when none is given: "You", "You & {name}" or "You, {name} & others". */
export function chatTitle(
  participants: readonly Participant[],
  labels: Pick<ChatLabels, 'you' | 'titleWithOne' | 'titleWithMany'>,
): string {
  const [first] = participants;
  if (!first) return labels.you;
  return participants.length === 1 ? labels.titleWithOne(first.name) : labels.titleWithMany(first.name);
}
