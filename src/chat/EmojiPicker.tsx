'use client';
import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { styled, theme } from '../theme/index.js';
import { IconButton, Popover } from '../primitives/index.js';
import { ChatContext, useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import { moveInGrid, moveInTabs } from './gridNavigation.js';
import { emojiIcon } from './icons.js';
import { loadEmojiCategories, useEmojiCategories } from './emojiData.js';
import { activeElementAt } from '../primitives/activeElement.js';

const columns = 8;

const prefetch = () => {
  // A failed prefetch is retried when the picker opens.
  loadEmojiCategories().catch(() => {});
};

const Panel = styled('div', { width: 'min(320px, calc(100vw - 40px))', fontFamily: '$body' });

const TabList = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '2px', marginBottom: '$2' });

const Tab = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  minHeight: '$target',
  padding: '0 $2',
  borderRadius: '$small',
  fontSize: '$small',
  color: 'inherit',
  cursor: 'pointer',
  '&[aria-selected="true"]': { fontWeight: 700, boxShadow: 'inset 0 -2px 0 currentColor' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
  // Forced colours drop box shadows: the selected tab keeps its underline as a border.
  '@forcedColors': { '&[aria-selected="true"]': { borderBottom: '2px solid Highlight' } },
});

const Title = styled('p', {
  margin: '0 0 $1',
  fontSize: '$small',
  fontWeight: 700,
  textTransform: 'uppercase',
  color: '$emojiPickerTitle',
});

const Grid = styled('div', { maxHeight: '220px', overflowY: 'auto', overflowX: 'hidden' });

const GridRow = styled('div', { display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)` });

const Cell = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$target',
  minHeight: '32px',
  borderRadius: '$small',
  fontSize: '22px',
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(127, 127, 127, 0.2)' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
});

const QuickRow = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '2px', marginBottom: '$2' });

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

export interface EmojiPickerProps {
  /** Called with the picked emoji; the picker then closes. */
  onSelect: (emoji: string) => void;
  /** Where focus goes after a pick (the text input); otherwise focus returns to the emoji button. */
  focusAfterSelectRef?: RefObject<HTMLElement | null>;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (default false). */
  defaultOpen?: boolean;
  /** Called when the picker opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Disables the emoji button. */
  disabled?: boolean;
  /** Replaces built-in strings (`emoji`, `emojiCategories`, `emojiCategoryNames`, `quickReactions`). */
  labels?: Partial<ChatLabels>;
  /** Names the button and the panel (default the `emoji` label). */
  label?: string;
  /** The button's icon (default a smiling face). */
  icon?: ReactNode;
  /** The button's icon box in px (default 20). */
  iconSize?: number;
  /** A row of emoji above the categories (a message's quick reactions), picked the same way; focus starts there. */
  quickEmoji?: readonly { emoji: string; name: string }[];
  /** Names the quick row (default the `quickReactions` label). */
  quickLabel?: string;
  /** Drawn at the top of the panel, above the quick row (who reacted to a message, say). */
  children?: ReactNode;
}

/**
 * The emoji button and its Radix popover: five category tabs and a grid of emoji with roving focus
 * (arrow keys, Home and End). It fades in over 350 ms, takes focus on open, closes on the button, on
 * Escape, when focus leaves and after a pick. Coloured by the theme's emojiPicker pair. The emoji data is
 * loaded on first need (hover or focus of the button, or opening), not with the chat. With `quickEmoji` a row
 * of emoji above the categories takes the first focus (a message's React button is this picker), and
 * `children` are drawn at the top of the panel.
 */
export function EmojiPicker({
  onSelect,
  focusAfterSelectRef,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled,
  labels: ownLabels,
  label,
  icon = emojiIcon,
  iconSize,
  quickEmoji,
  quickLabel,
  children,
}: EmojiPickerProps) {
  const labels = useLabels(ownLabels);
  const { dir, themeClassName } = useContext(ChatContext);
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'EmojiPicker',
  });
  const [category, setCategory] = useState(0);
  const [active, setActive] = useState(0);
  const picked = useRef(false);
  const tabs = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // The chat window the picker must stay inside (flipping or shifting), found when it opens.
  const [boundary, setBoundary] = useState<Element | null>(null);
  const id = useId();
  const rtl = dir === 'rtl';
  const emojiCategories = useEmojiCategories(open) ?? [];
  const current = emojiCategories[category] ?? emojiCategories[0];
  const emojis = current?.emojis ?? [];

  const quick = useRef<HTMLDivElement>(null);
  const name = label ?? labels.emoji;
  const pick = (emoji: string) => {
    picked.current = true;
    onSelect(emoji);
    setOpen(false);
  };

  const focusCell = (index: number) => {
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  // Opened before the data arrived: focus goes to the grid when it does.
  const ready = emojiCategories.length > 0;
  useEffect(() => {
    if (open && ready && !quickEmoji?.length && !grid.current?.contains(activeElementAt(grid.current)))
      focusCell(active);
    // Only when the data arrives, not on every move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const onGridKeyDown = (event: KeyboardEvent) => {
    const next = moveInGrid(active, event.key, { count: emojis.length, columns, rtl, ctrl: event.ctrlKey });
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    focusCell(next);
  };

  const selectCategory = (index: number) => {
    setCategory(index);
    setActive(0);
    if (grid.current) grid.current.scrollTop = 0;
  };

  const onTabKeyDown = (event: KeyboardEvent) => {
    const next = moveInTabs(category, event.key, emojiCategories.length, rtl);
    if (next === null) return;
    event.preventDefault();
    selectCategory(next);
    tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) {
          picked.current = false;
          setBoundary(trigger.current?.closest('[data-part="window"]') ?? null);
        }
        setOpen(next);
      }}
      label={name}
      side="top"
      align="start"
      trigger={
        <IconButton
          ref={trigger}
          label={name}
          icon={icon}
          iconSize={iconSize}
          disabled={disabled}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        />
      }
      contentProps={{
        collisionBoundary: boundary,
        className: themeClassName || undefined,
        dir,
        style: {
          backgroundColor: theme.colors.emojiPickerBg.computedValue,
          color: theme.colors.emojiPickerText.computedValue,
        },
        onOpenAutoFocus: (event) => {
          event.preventDefault();
          const first = quick.current?.querySelector('button');
          if (first) first.focus();
          else focusCell(active);
        },
        onCloseAutoFocus: (event) => {
          if (!picked.current || !focusAfterSelectRef?.current) return;
          event.preventDefault();
          focusAfterSelectRef.current.focus();
        },
      }}
    >
      {children}
      {quickEmoji && quickEmoji.length > 0 && (
        <QuickRow ref={quick} role="group" aria-label={quickLabel ?? labels.quickReactions}>
          {quickEmoji.map((entry) => (
            <Cell key={entry.emoji} type="button" aria-label={entry.name} onClick={() => pick(entry.emoji)}>
              {entry.emoji}
            </Cell>
          ))}
        </QuickRow>
      )}
      {/* Empty tabs and grid are not shown (nor read) while the emoji data is on its way. */}
      <Panel aria-busy={!ready} hidden={!ready}>
        <TabList ref={tabs} role="tablist" aria-label={labels.emojiCategories} onKeyDown={onTabKeyDown}>
          {emojiCategories.map((c, index) => (
            <Tab
              key={c.name}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === category}
              aria-controls={`${id}-panel`}
              tabIndex={index === category ? 0 : -1}
              onClick={() => selectCategory(index)}
            >
              {labels.emojiCategoryNames[index] ?? c.name}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${category}`}>
          <Title id={`${id}-title`}>{labels.emojiCategoryNames[category] ?? current?.name}</Title>
          <Grid ref={grid} role="grid" aria-labelledby={`${id}-title`} onKeyDown={onGridKeyDown}>
            {chunk(emojis, columns).map((row, rowIndex) => (
              <GridRow key={rowIndex} role="row">
                {row.map((entry, cellIndex) => {
                  const index = rowIndex * columns + cellIndex;
                  return (
                    <span key={entry.emoji} role="gridcell">
                      <Cell
                        type="button"
                        aria-label={entry.name}
                        tabIndex={index === active ? 0 : -1}
                        onFocus={() => setActive(index)}
                        onClick={() => pick(entry.emoji)}
                      >
                        {entry.emoji}
                      </Cell>
                    </span>
                  );
                })}
              </GridRow>
            ))}
          </Grid>
        </div>
      </Panel>
    </Popover>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') EmojiPicker.displayName = 'EmojiPicker';
} catch {
  // no `process`: the function's own name names it
}
