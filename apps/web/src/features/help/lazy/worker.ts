// What the service worker (built on its own, never in a page) runs of help: the Background Sync
// that sends the calls waiting for coverage.
export { waitingCallsSync } from '../waiting-call-sync';
