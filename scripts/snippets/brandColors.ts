// The reader's own colours, as the testing guide's snippets import them.
import { defaultChatColors } from 'confab-ui/theme';

export const brandColors = defaultChatColors;
