/**
 * Where a Markdown message can be cut into parts that parse alone exactly as they do together, and how the end
 * of a message still streaming is shown without raw marks that would jump once it is complete. Plain string
 * work, no parser: the renderer parses each complete part once (memoised by its source) and only the open tail
 * again as the message grows.
 */

/** A fence line: up to 3 spaces, then 3 or more backticks or tildes. */
const fenceLine = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** A link reference definition (`[label]: url`): it changes links anywhere in the message, before it too. */
const referenceDefinition = /^ {0,3}\[[^\]]+\]:/m;
/** The start of a line that can go on a list or a block quote above a blank line, or sits inside one. */
const continues = /^(\s|[-*+>]|\d{1,9}[.)]|$)/;

/**
 * Walks the lines of `text`, keeping track of code fences: `outside` gets each line outside a fence that does not
 * open one, with the offset just past its newline. Returns whether the text ends inside a fence not closed yet.
 */
function walkFences(text: string, outside: (line: string, end: number, next: string | undefined) => void): boolean {
  const lines = text.split('\n');
  let fence: string | undefined;
  let end = 0;
  lines.forEach((line, i) => {
    end += line.length + 1;
    const match = fenceLine.exec(line);
    if (fence) {
      // Closed by the same character, at least as long, nothing after.
      if (match && match[1]![0] === fence[0] && match[1]!.length >= fence.length && !match[2]!.trim())
        fence = undefined;
    } else if (match && !(match[1]![0] === '`' && match[2]!.includes('`'))) fence = match[1];
    else outside(line, end, lines[i + 1]);
  });
  return fence !== undefined;
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
  walkFences(text, (line, end, next) => {
    if (line.trim() === '' && next !== undefined && !continues.test(next) && end > start) {
      // The blank line ends the part; the next one starts with the line after it.
      parts.push(text.slice(start, end));
      start = end;
    }
  });
  parts.push(text.slice(start));
  return parts;
}

/** A last line that is only the start of a list item, a fence or a code span: what it becomes is not known yet. */
const danglingLine = /(^|\n)[ \t]*([-*+]|\d{1,9}[.)]?|`{1,3}|~{1,3})[ \t]*$/;
/** Closed code spans (their content holds no marks), escapes, and list markers at a line's start. */
const codeSpan = /(`+)(?:(?!\1)[\s\S])*?\1(?!`)/g;
const notMarks = /\\[\s\S]|^[ \t]*[-*+][ \t]|(?<=[\p{L}\p{N}])_+(?=[\p{L}\p{N}])/gmu;

/**
 * What a message still streaming shows: its text with the open marks of its last paragraph closed (`**`, `*`,
 * `_`, `~~`, a code span, a link's address), in the reverse of the order they opened, and a last line that is
 * only the start of a list item or a fence held back. A mark just opened with no text after it is held back too.
 * Inside an unclosed code fence the text is shown as it is (the code block runs to the end meanwhile), but for a
 * last line that may be its closing fence. Once the message is complete, its text is drawn as it is.
 */
export function streamingView(text: string): string {
  if (walkFences(text, () => {})) return text.replace(/\n[ \t]*(`{1,}|~{1,})[ \t]*$/, '\n');
  const shown = text.replace(danglingLine, '');
  const paragraphStart = Math.max(shown.lastIndexOf('\n\n') + 2, 0);
  const paragraph = shown.slice(paragraphStart);
  // An open code span: closed with as many backticks; nothing inside it is a mark.
  const withoutCode = paragraph.replace(codeSpan, (span) => ' '.repeat(span.length));
  const openTicks = /`+/.exec(withoutCode);
  if (openTicks) {
    const code = shown.slice(paragraphStart + openTicks.index + openTicks[0].length);
    return code.trim() === '' ? shown.slice(0, paragraphStart + openTicks.index).trimEnd() : shown + openTicks[0];
  }
  const marks = withoutCode.replace(notMarks, (skip) => ' '.repeat(skip.length));
  const open: { mark: string; at: number }[] = [];
  for (const mark of ['**', '__', '~~', '*', '_']) {
    const at: number[] = [];
    const single = mark.length === 1;
    const pattern = new RegExp(single ? `\\${mark}+` : `\\${mark[0]}\\${mark[1]}`, 'g');
    for (let match = pattern.exec(marks); match; match = pattern.exec(marks)) {
      // A run of one character counts for its odd one (a `***` opens both strong and emphasis).
      if (!single || match[0].length % 2 === 1) at.push(match.index);
    }
    if (at.length % 2 === 1) open.push({ mark, at: at[at.length - 1]! });
  }
  if (/\[[^\]\n]*\]\([^)\s]*$/.test(paragraph)) open.push({ mark: ')', at: paragraph.lastIndexOf('](') });
  if (open.length === 0) return shown;
  open.sort((a, b) => b.at - a.at);
  // Nothing yet after the mark opened last: it is held back with what follows it.
  const [last] = open as [{ mark: string; at: number }];
  if (last.mark !== ')' && paragraph.slice(last.at + last.mark.length).trim() === '') {
    return streamingView(shown.slice(0, paragraphStart + last.at).trimEnd());
  }
  return shown.trimEnd() + open.map((item) => item.mark).join('');
}
