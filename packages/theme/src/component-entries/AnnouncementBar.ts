export { AnnouncementBar as default } from '../components/AnnouncementBar/AnnouncementBar.js';
