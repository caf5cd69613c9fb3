import { WHATS_NEW_REACTIONS, type WhatsNewItem } from '@/entities/feed';
import { useReactToUpdate } from '../api/react-to-update.mutation';
import * as styles from './react-to-update.css';

/**
 * The reaction buttons of a what's-new item: one reaction per person; pressing your reaction again takes it back,
 * pressing another replaces it.
 */
export function ReactToUpdate({ item }: { item: WhatsNewItem }) {
  const mutation = useReactToUpdate(item.whats_new_id);
  const handleToggle = (reaction: WhatsNewItem['my_reaction']) => {
    const next = item.my_reaction === reaction ? null : reaction;
    mutation.mutate({ previous: item.my_reaction, next });
  };
  return (
    <div className={styles.bar}>
      <div role="group" aria-label={`Reactions to ${item.title}`} className={styles.group}>
        {WHATS_NEW_REACTIONS.map(({ reaction, label }) => {
          const pressed = item.my_reaction === reaction;
          const count = item.reactions[reaction];
          return (
            <button
              key={reaction}
              type="button"
              className={[styles.reaction, pressed ? styles.pressed : ''].join(' ')}
              aria-pressed={pressed}
              aria-label={`${label}, ${count}`}
              onClick={() => handleToggle(reaction)}
            >
              {/* The space keeps the word and the count apart in the text the name is checked against. */}
              <span aria-hidden="true">{label}</span>{' '}
              <span aria-hidden="true" className={styles.count}>
                {count}
              </span>
            </button>
          );
        })}
      </div>
      {mutation.isError ? (
        <span role="alert" className={styles.error}>
          Your reaction could not be saved. Try again.
        </span>
      ) : null}
    </div>
  );
}
