import type { ForumCategory } from '@havhjaelp/common/forum';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { useSessionUser } from '../../lib/session';
import { categoriesQuery } from './api';
import { CategoryIcon } from './category-icon';
import { ForumFrame, ForumTime } from './forum-frame';
import { categoryPath } from './paths';

/** /forum: the categories, for a logged-in boater only (the route sends a visitor to the login). */
export function ForumPage() {
  const user = useSessionUser();
  return user && <Categories userId={user.id} />;
}

function Categories({ userId }: { userId: string }) {
  const categories = useQuery(categoriesQuery(userId));
  return (
    <ForumFrame
      title="Forum"
      lead="Sejlere deler erfaringer og hjælper hinanden på land. Vælg en kategori."
    >
      {categories.isError && (
        <FormError>{errorText(categories.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      )}
      {categories.isPending && <p aria-busy="true">Henter kategorier...</p>}
      {categories.data && (
        <ul className="forum-categories" aria-label="Kategorier">
          {categories.data.map((category) => (
            <CategoryRow key={category.id} category={category} />
          ))}
        </ul>
      )}
    </ForumFrame>
  );
}

function CategoryRow({ category }: { category: ForumCategory }) {
  return (
    <li className="card forum-category" style={{ borderLeftColor: category.color }}>
      <CategoryIcon icon={category.icon} color={category.color} />
      <div className="forum-category-main">
        <h2>
          <Link to={categoryPath(category.id)}>{category.name}</Link>
        </h2>
        <p className="muted">{category.description}</p>
        <p className="forum-category-stats small">
          <span>
            {category.topic_count} {category.topic_count === 1 ? 'emne' : 'emner'}
          </span>
          <span>{category.post_count} svar</span>
          <span>
            {category.last_activity ? (
              <>
                Seneste aktivitet <ForumTime at={category.last_activity} />
              </>
            ) : (
              'Ingen indlæg endnu'
            )}
          </span>
        </p>
      </div>
    </li>
  );
}
