/**
 * Where a Markdown message can be cut into parts that parse alone exactly as they do together, and how the end
 * of a message still streaming is shown without raw marks that would jump once it is complete. Plain string
 * work, no parser: the renderer parses each complete part once (memoised by its source) and only the open tail
 * again as the message grows.
 */

/** A fence line: up to 3 spaces, then 3 or more backticks or tildes, and the rest of the line. */
const fenceLine = /^ {0,3}(`{3,}|~{3,})(.*)/;
/** A link reference definition (`[label]: url`): it changes links anywhere in the message, before it too. */
const referenceDefinition = /^ {0,3}\[[^\]]+\]:/m;
/** The start of a line that can go on a list or a block quote above a blank line, or sits inside one. */
const continues = /^(\s|[-*+>]|\d{1,9}[.)]|$)/;

/**
 * Walks the lines of `text` (each with its newline), keeping track of code fences: `visit` gets each line, its
 * offset, and the fence it is inside, if any (a fence's opening line is not inside it, its closing line is).
 * Returns whether the text ends inside a fence not closed yet.
 */
function walkFences(text: string, visit: (line: string, at: number, fence: string) => void): boolean {
  let fence = '';
  let at = 0;
  for (const line of text.split(/^/m)) {
    visit(line, at, fence);
    at += line.length;
    const [, run = '', rest = ''] = fenceLine.exec(line) ?? [];
    // Closed by the same character, at least as long, nothing after; a backtick fence's info holds no backtick.
    if (fence) fence = run.startsWith(fence) && !rest.trim() ? '' : fence;
    else if (!(run[0] === '`' && rest.includes('`'))) fence = run;
  }
  return fence !== '';
}

/**
 * The message cut into parts: each but the last ends with a blank line outside any code fence, before a line
 * that starts a new top-level block which nothing above can continue (not indented, not a list item or a block
 * quote). Parsed one by one, the parts give the blocks the whole message gives. One part when the message has
 * a link reference definition (it reaches across parts).
 */
export function splitBlocks(text: string): string[] {
  if (referenceDefinition.test(text)) return [text];
  const parts: string[] = [];
  let start = 0;
  let blank = false;
  walkFences(text, (line, at, fence) => {
    if (blank && at > start && !continues.test(line)) parts.push(text.slice(start, (start = at)));
    blank = !fence && !line.trim();
  });
  return [...parts, text.slice(start)];
}

/** A last line that is only the start of a list item, a fence or a code span: what it becomes is not known yet. */
const danglingLine = /(^|\n)[ \t]*([-*+]|\d{1,9}[.)]?|`{1,3}|~{1,3})[ \t]*$/;

/**
 * What a paragraph's marks are read from, left to right: first what holds no mark (an escape, but of a backtick,
 * which may still close a code span; a closed code span; a list marker at a line's start; underscores inside a
 * word), then, captured, a run of marks (`*`, `_`, `~~`), a code span's opening backticks, or the `](` of a link
 * whose address runs to the end, not closed yet (an address holding spaces or parentheses is not followed).
 */
const marks =
  /\\[^`]|(`+)(?:(?!\1)[\s\S])*?\1(?!`)|(?<![^\n])[ \t]*[-*+][ \t]|(?<=[\p{L}\p{N}])_+(?=[\p{L}\p{N}])|(`+|\*+|_+|~~|\]\((?<=\[[^\]\n]*\]\()(?=[^()\s]*$))/gu;

/**
 * What a message still streaming shows: its text with the open marks of its last paragraph closed (`**`, `*`,
 * `_`, `~~`, a code span, a link's address), in the reverse of the order they opened, and a last line that is
 * only the start of a list item or a fence held back. A mark just opened with no text after it is held back too.
 * Inside an unclosed code fence the text is shown as it is (the code block runs to the end meanwhile), but for a
 * last line that may be its closing fence. Once the message is complete, its text is drawn as it is.
 */
export function streamingView(text: string): string {
  if (walkFences(text, () => {})) return text.replace(/\n[ \t]*(`+|~+)[ \t]*$/, '\n');
  const shown = text.replace(danglingLine, '');
  // Held back, the last line may have been a fence's end: the rest is read again.
  if (shown !== text) return streamingView(shown);
  const paragraph = shown.split('\n\n').pop()!;
  // The marks open, each where it opened last, in the order they opened.
  const open = new Map<string, number>();
  for (const { 2: run = '', index } of paragraph.matchAll(marks)) {
    // A run of `*` or `_` opens or closes a double mark per pair and a single one if its length is odd.
    for (const mark of run.match(/([*_])\1|.+/g) ?? []) if (!open.delete(mark)) open.set(mark, index);
    // An open code span runs to the end: nothing after its backticks is a mark.
    if (run[0] === '`') break;
  }
  const [mark, at] = Array.from(open).pop() ?? [];
  if (!mark) return shown;
  // Nothing yet after the mark opened last: it is held back with what follows it.
  if (mark !== '](' && !paragraph.slice(at! + mark.length).trim())
    return streamingView(shown.slice(0, shown.length - paragraph.length + at!).trimEnd());
  // A code span keeps its spaces; a mark closes right after the text.
  return (
    (mark[0] === '`' ? shown : shown.trimEnd()) +
    // A link's address closes with `)`.
    Array.from(open.keys()).reverse().join('').replace('](', ')')
  );
}
