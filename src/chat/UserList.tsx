'use client';
import { styled } from '../theme/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { Participant } from './types.js';
import { Avatar } from './Avatar.js';

const List = styled('ul', {
  flex: '1 1 auto',
  margin: 0,
  padding: '$3',
  overflowY: 'auto',
  listStyle: 'none',
  backgroundColor: '$messageListBg',
  fontFamily: '$body',
  fontSize: '$body',
});

const Item = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$2',
  borderRadius: '$medium',
  backgroundColor: '$receivedMessageBg',
  color: '$receivedMessageText',
  '& + &': { marginTop: '$2' },
});

export interface UserListProps {
  /** The people listed. */
  participants: readonly Participant[];
  /** For the header's `aria-controls`. */
  id?: string;
  /** Replaces built-in strings (`participants`). */
  labels?: Partial<ChatLabels>;
}

/** The participants, each with an avatar (a round chat icon when there is no image) and a name. */
export function UserList({ participants, id, labels: ownLabels }: UserListProps) {
  const labels = useLabels(ownLabels);
  return (
    <List id={id} aria-label={labels.participants}>
      {participants.map((participant) => (
        <Item key={participant.id}>
          <Avatar imageUrl={participant.imageUrl} />
          <span>{participant.name}</span>
        </Item>
      ))}
    </List>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') UserList.displayName = 'UserList';
} catch {
  // no `process`: the function's own name names it
}
