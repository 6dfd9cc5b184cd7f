// The forum's four screens in one chunk: whoever opens one is about to open the others.
export { CategoryPage } from './category-page';
export { ForumPage } from './forum-page';
export { SearchPage } from './search-page';
export { TopicPage } from './topic-page';
