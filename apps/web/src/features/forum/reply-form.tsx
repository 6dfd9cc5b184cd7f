import { createPostSchema, type CreatePost } from '@havhjaelp/common/forum';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { useRef, useState, type FormEvent } from 'react';
import { FormError, TextAreaField, useFocusFirstInvalid } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { fieldProblems } from '../../lib/form-problems';
import { useCreatePost } from './api';
import { useSingleFlight } from './use-single-flight';

const problemsOf = (post: CreatePost) => fieldProblems<keyof CreatePost>(createPostSchema, post);

/** A reply to the topic; it cannot be sent twice while sending (SPEC.md section 5). */
export function ReplyForm({ userId, topicId }: { userId: string; topicId: string }) {
  const send = useCreatePost(userId, topicId);
  const once = useSingleFlight();
  const [content, setContent] = useState('');
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const post = { topic_id: topicId, content };
  const problems = attempt > 0 ? problemsOf(post) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problemsOf(post)).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    once((settled) =>
      send.mutate(content, {
        onSuccess: () => {
          setContent('');
          setAttempt(0);
        },
        onSettled: settled,
      }),
    );
  };

  return (
    <form
      ref={form}
      className="card form forum-form"
      aria-labelledby="reply-title"
      onSubmit={onSubmit}
      noValidate
      aria-busy={send.isPending}
    >
      <h2 id="reply-title">Skriv et svar</h2>
      <TextAreaField
        label="Dit svar"
        name="content"
        rows={4}
        value={content}
        error={problems.content}
        onChange={(event) => setContent(event.target.value)}
      />
      <FormError>{send.isError && errorText(send.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {send.isPending ? 'Sender...' : 'Send svar'}
        </button>
      </div>
    </form>
  );
}
