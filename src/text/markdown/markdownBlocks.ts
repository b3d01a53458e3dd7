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
/** Closed code spans (their content holds no marks), escapes, and list markers at a line's start. */
const codeSpan = /(`+)(?:(?!\1)[\s\S])*?\1(?!`)/g;
const notMarks = /\\[\s\S]|^[ \t]*[-*+][ \t]|(?<=[\p{L}\p{N}])_+(?=[\p{L}\p{N}])/gmu;
/** Each mark that opens and closes: a double one counted per pair, a single one per run of odd length. */
const markPatterns: [string, RegExp][] = [
  ['**', /\*\*/g],
  ['__', /__/g],
  ['~~', /~~/g],
  ['*', /\*+/g],
  ['_', /_+/g],
];
const blankOut = (span: string) => ' '.repeat(span.length);

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
  const paragraph = shown.split('\n\n').pop()!;
  const start = shown.length - paragraph.length;
  // An open code span: closed with as many backticks; nothing inside it is a mark.
  const withoutCode = paragraph.replace(codeSpan, blankOut);
  const ticks = /`+/.exec(withoutCode);
  if (ticks) {
    const at = start + ticks.index;
    return shown.slice(at + ticks[0].length).trim() ? shown + ticks[0] : shown.slice(0, at).trimEnd();
  }
  const marks = withoutCode.replace(notMarks, blankOut);
  const open: [string, number][] = [];
  for (const [mark, pattern] of markPatterns) {
    let count = 0;
    let last = 0;
    for (const match of marks.matchAll(pattern)) {
      // A run of one character counts for its odd one (a `***` opens both strong and emphasis).
      if (mark[1] || match[0].length % 2) {
        count += 1;
        last = match.index;
      }
    }
    if (count % 2) open.push([mark, last]);
  }
  if (/\[[^\]\n]*\]\([^)\s]*$/.test(paragraph)) open.push([')', paragraph.lastIndexOf('](')]);
  open.sort((a, b) => b[1] - a[1]);
  const [mark, at] = open[0] ?? [];
  if (!mark) return shown;
  // Nothing yet after the mark opened last: it is held back with what follows it.
  return mark !== ')' && !paragraph.slice(at! + mark.length).trim()
    ? streamingView(shown.slice(0, start + at!).trimEnd())
    : shown.trimEnd() + open.map(([close]) => close).join('');
}
