import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import PropsTable from '../components/PropsTable.js';

/**
 * Docusaurus draws a table as a block that scrolls sideways when it is wider than the page. A scrolling
 * region must be reachable by keyboard (WCAG 2.1.1), so each table takes focus, and the arrow keys scroll it.
 */
function Table(props) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
  return <table tabIndex={0} {...props} />;
}

/** `<PropsTable of="Chat" />` works in every MDX page without an import. */
export default { ...MDXComponents, table: Table, PropsTable };
