import React, { useEffect } from 'react';
import SearchBar from '@theme-original/SearchBar';

/**
 * The local search bar, with its index loaded when the page is idle rather than on first focus. The plugin
 * loads the index when the box gets focus and then focuses the box again once loaded: a keyboard user who
 * only Tabs past it is pulled back there a moment later (the keyboard tour caught it). Loaded beforehand,
 * there is nothing to wait for, and focus stays where the user put it. The plugin starts loading on
 * `mouseenter`, which React derives from `mouseover`.
 */
export default function SearchBarWrapper(props) {
  useEffect(() => {
    const preload = () =>
      document.querySelector('.navbar__search-input')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return <SearchBar {...props} />;
}
