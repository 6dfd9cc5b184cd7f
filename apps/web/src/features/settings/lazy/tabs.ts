// The settings screen's own tabs, loaded with the screen (in app/routes). Not for the first view.
export { AppearanceTab } from '../appearance-tab';
export { GuideTab } from '../guide-tab';
export { ProfileTab } from '../profile-tab';
export { SecurityTab } from '../security-tab';
