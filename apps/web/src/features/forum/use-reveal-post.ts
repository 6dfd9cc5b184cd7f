import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { postAnchor } from './paths';
import type { TopicPages } from './topic-cache';

interface Paged {
  data: TopicPages | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

const POST_HASH = /^#post-(.+)$/;

/**
 * Scrolls to the reply the address names (`#post-<id>`, from a search hit, the solution box or the
 * new-replies notice) and focuses it, loading further pages of replies until it is there. Each
 * visit of such an address is done once, so a person's own scrolling afterwards is left alone.
 * Answers the id of the reply named, for the page to mark it.
 */
export function useRevealPost({ data, hasNextPage, isFetchingNextPage, fetchNextPage }: Paged) {
  const location = useLocation();
  const wanted = POST_HASH.exec(location.hash)?.[1];
  const postId = wanted === undefined ? undefined : decodeURIComponent(wanted);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!postId || !data || done.current === location.key) return;
    const post = document.getElementById(postAnchor(postId));
    if (post) {
      done.current = location.key;
      post.scrollIntoView({ block: 'start' });
      post.focus({ preventScroll: true });
    } else if (!hasNextPage) {
      // Not in the topic (deleted since the link was made): the topic is shown from the top.
      done.current = location.key;
    } else if (!isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [postId, data, location.key, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return postId;
}
