// The chat windows, shown by the member overlays (loaded on demand). Not for the first view.
export { ChatWindows } from '../chat-windows';
