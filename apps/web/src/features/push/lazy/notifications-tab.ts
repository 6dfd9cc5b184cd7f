// For the settings screen, itself loaded on demand: the 'Notifikationer' tab comes with it.
export { NotificationsTab } from '../notifications-tab';
