import { createTopicSchema, type CreateTopic } from '@havhjaelp/common/forum';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { LIMITS } from '@havhjaelp/common/limits';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field, FormError, TextAreaField, useFocusFirstInvalid } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { fieldProblems } from '../../lib/form-problems';
import { useCreateTopic } from './api';
import { topicPath } from './paths';
import { useSingleFlight } from './use-single-flight';

const problemsOf = (topic: CreateTopic) =>
  fieldProblems<keyof CreateTopic>(createTopicSchema, topic);

/** A new topic in the category: a title (with its count of characters) and the first post. */
export function NewTopicForm({
  categoryId,
  onCancel,
}: {
  categoryId: string;
  onCancel: () => void;
}) {
  const create = useCreateTopic();
  const navigate = useNavigate();
  const once = useSingleFlight();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const topic = { category_id: categoryId, title, content };
  // Every problem at once, after the first try to send, in the server's own words.
  const problems = attempt > 0 ? problemsOf(topic) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (Object.keys(problemsOf(topic)).length > 0) return;
    once((settled) =>
      create.mutate(topic, {
        onSuccess: ({ id }) => void navigate(topicPath(id)),
        onSettled: settled,
      }),
    );
  };

  return (
    <form
      ref={form}
      className="card form forum-form"
      aria-labelledby="new-topic-title"
      onSubmit={onSubmit}
      noValidate
      aria-busy={create.isPending}
    >
      <h2 id="new-topic-title">Nyt emne</h2>
      <Field
        label="Titel"
        name="title"
        value={title}
        autoFocus
        error={problems.title}
        hint={`${title.length}/${LIMITS.topicTitleMaxChars} tegn`}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label="Indlæg"
        name="content"
        rows={6}
        value={content}
        error={problems.content}
        onChange={(event) => setContent(event.target.value)}
      />
      <FormError>
        {create.isError && errorText(create.error, HTTP_ERRORS.INTERNAL.message)}
      </FormError>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? 'Opretter...' : 'Opret emne'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Annuller
        </button>
      </div>
    </form>
  );
}
