// What the member overlays (loaded on demand) show of help. Not for the first view, which would
// then carry the dialogs and their library; each on-demand entry has its own file here, so one
// entry's dialogs do not travel with another's.
export { CloseCallDialog } from '../close-call-dialog';
export { HelpDetailsDialog } from '../help-details-dialog';
