import { KEEP_CLEAR_SELECTOR, type Box } from '../../lib/screen-box';

/** SPEC.md section 9: about 360 × 500, minimised 60; first window 400 px from the right, 100 from the top. */
export const CHAT_WINDOW_SIZE = { width: 360, height: 500, minimized: 60 };
const GAP_PX = 12;
const ROW_STEP_PX = 40;
const EDGE_PX = 8;
const TOP_PX = 100;

/** Windows open side by side leftwards from the first; a full row continues a little lower. */
export function initialChatPosition(slot: number, viewportWidth: number) {
  const first = firstLeft(viewportWidth);
  const step = CHAT_WINDOW_SIZE.width + GAP_PX;
  const perRow = Math.floor((first - EDGE_PX) / step) + 1;
  return {
    x: first - (slot % perRow) * step,
    y: TOP_PX + Math.floor(slot / perRow) * ROW_STEP_PX,
  };
}

function firstLeft(viewportWidth: number): number {
  return Math.max(
    EDGE_PX,
    Math.min(viewportWidth - 400, viewportWidth - CHAT_WINDOW_SIZE.width - EDGE_PX),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where a new window opens: the first place, from the top right leftwards and then a row lower,
 * where it covers nothing `taken` (the page's controls marked KEEP_CLEAR and the windows already
 * open) with a gap to each. The windows of the lower slots are placed first the same way, so
 * windows opened together lie side by side; on an empty page the first is at SPEC.md's place.
 * Where nothing is free, as `initialChatPosition` places it.
 */
export function placeChatWindow(
  slot: number,
  viewport: { width: number; height: number },
  taken: readonly Box[],
): { x: number; y: number } {
  const boxes = [...taken];
  for (let earlier = 0; earlier < slot; earlier++) {
    const { x, y } = placeOne(earlier, viewport, boxes);
    boxes.push(windowBox(x, y, viewport.height));
  }
  return placeOne(slot, viewport, boxes);
}

const windowBox = (left: number, top: number, viewportHeight: number): Box => ({
  left,
  top,
  right: left + CHAT_WINDOW_SIZE.width,
  bottom: Math.min(top + CHAT_WINDOW_SIZE.height, viewportHeight),
});

function placeOne(
  slot: number,
  viewport: { width: number; height: number },
  taken: readonly Box[],
): { x: number; y: number } {
  const { width, height } = CHAT_WINDOW_SIZE;
  const first = firstLeft(viewport.width);
  const blocked = taken
    .filter((box) => box.right > box.left && box.bottom > box.top)
    .map((box) => ({
      left: box.left - GAP_PX,
      top: box.top - GAP_PX,
      right: box.right + GAP_PX,
      bottom: box.bottom + GAP_PX,
    }));
  // Flush with the first place, or just left of something taken.
  const lefts = [first, ...blocked.map((box) => box.left - width)]
    .filter((x) => x >= EDGE_PX && x <= first)
    .sort((a, b) => b - a);
  // Rows where a whole window fits, or only the first row on a low screen.
  const lowestTop = Math.max(TOP_PX, viewport.height - height - EDGE_PX);
  for (let y = TOP_PX; y <= lowestTop; y += ROW_STEP_PX) {
    const x = lefts.find((left) =>
      blocked.every((box) => !overlaps(windowBox(left, y, viewport.height), box)),
    );
    if (x !== undefined) return { x, y };
  }
  return initialChatPosition(slot, viewport.width);
}

/** What a window opening now must keep clear of: marked controls and the open windows. */
export function takenOnScreen(): Box[] {
  return Array.from(document.querySelectorAll(`${KEEP_CLEAR_SELECTOR}, .chat-window`), (element) =>
    element.getBoundingClientRect(),
  );
}
