/** One ts or tsx code block of a markdown file. */
export interface Snippet {
  /** The markdown file, relative to the repository. */
  file: string;
  /** The line of its opening fence. */
  line: number;
  lang: 'ts' | 'tsx';
  /** The fence's markers: `fragment`, `run` (true), `title`, `noCheck` (their values). */
  meta: Record<string, string | true>;
  code: string;
}
/** The ts and tsx code blocks of a markdown file, with their line and markers. */
export function extractSnippets(file: string): Snippet[];
