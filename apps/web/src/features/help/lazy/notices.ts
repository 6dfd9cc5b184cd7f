// Help's notices (the calls waiting for coverage, the close reminder), loaded once a boater is
// logged in. Not for the first view.
export { HelpNotices } from '../help-notices';
