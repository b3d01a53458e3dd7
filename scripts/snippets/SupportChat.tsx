// The reader's own chat, as the testing guide's snippets import it.
import { Chat, type ChatProps } from 'confab-ui/chat';

export function SupportChat(props: Partial<ChatProps>) {
  return <Chat participants={[{ id: 'ada', name: 'Ada' }]} messages={[]} {...props} />;
}
