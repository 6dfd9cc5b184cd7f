import { useCallback } from 'react';

/**
 * A ref that publishes its element's height as a CSS variable on the root, kept current as it
 * changes, so other fixed parts of the page can keep clear of it (the variable is removed while
 * the element is absent).
 */
export function usePublishedHeight(variable: string): (element: HTMLElement | null) => () => void {
  return useCallback(
    (element: HTMLElement | null) => {
      const root = document.documentElement;
      const observer = new ResizeObserver(() => {
        if (element) root.style.setProperty(variable, `${element.offsetHeight}px`);
      });
      if (element) observer.observe(element);
      return () => {
        observer.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [variable],
  );
}
