import { useId } from 'react';
import { createAnnouncementBody } from '@contract/forms';
import { AUDIENCE_LABEL, AUDIENCE_TYPES, type Announcement } from '@/entities/feed';
import { useForm } from '@/shared/lib/form';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormActions, FormDialog, type FormDialogProps, FormShell } from '@/shared/ui/form-dialog';

import { TextAreaField, TextField } from '@/shared/ui/text-field';
import { usePostAnnouncement } from '../api/post-announcement.mutation';
import { announcementFailure, emptyAnnouncementFields, toAnnouncementInput, toLocalDateTime, validateAnnouncement, withAudience, type AnnouncementErrors, type AnnouncementFields } from '../model/announcement-form';
import * as styles from './post-announcement-dialog.css';

export type PostAnnouncementDialogProps = FormDialogProps & {
  /** Called with the posted announcement once the server has it (the lists are already being read again). */
  onPosted?: (announcement: Announcement) => void;
};

/**
 * "New announcement" (POST /common/announcement, operations managers): a title, a message, whom it addresses (nobody
 * ticked is everyone) and an optional expiry. The input stays on a refusal, with the server's reasons on the fields.
 */
export function PostAnnouncementDialog({ onPosted, ...dialog }: PostAnnouncementDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title="New announcement"
      description="It shows on the Announcements page and the dashboards of those you address, and they get a notification."
    >
      {(close) => <PostAnnouncementForm onPosted={onPosted} onClose={close} />}
    </FormDialog>
  );
}

function PostAnnouncementForm({ onPosted, onClose }: Pick<PostAnnouncementDialogProps, 'onPosted'> & { onClose: () => void }) {
  const form = useForm<AnnouncementFields, keyof AnnouncementErrors>(emptyAnnouncementFields, { rules: createAnnouncementBody });
  const { values: fields, errors, text } = form;
  const audienceId = useId();
  const post = usePostAnnouncement();

  const handleSubmit = form.sendWith((values) => validateAnnouncement(values, new Date()), post, {
    toBody: toAnnouncementInput,
    failure: announcementFailure,
    onDone: (announcement) => {
      onPosted?.(announcement);
      onClose();
    },
  });

  const audienceHintId = `${audienceId}-hint`;
  const audienceErrorId = `${audienceId}-error`;

  return (
    <FormShell form={form} onSubmit={handleSubmit} label="New announcement">
      <TextField label="Title" required autoComplete="off" {...text('title')} />
      <TextAreaField label="Message" required rows={6} {...text('body')} />
      <fieldset className={styles.audience} aria-describedby={[audienceHintId, errors.audience ? audienceErrorId : ''].filter(Boolean).join(' ')}>
        <legend className={styles.legend}>Audience (optional)</legend>
        <p id={audienceHintId} className={styles.hint}>
          Tick whom it is for; leave all unticked to address everyone.
        </p>
        <div className={styles.choices}>
          {AUDIENCE_TYPES.map((type) => (
            <CheckboxField
              key={type}
              name="audience"
              value={type}
              checked={fields.audience.includes(type)}
              onChange={(e) => form.set('audience', withAudience(fields.audience, type, e.target.checked))}
              label={AUDIENCE_LABEL[type]}
            />
          ))}
        </div>
        {errors.audience ? (
          <p id={audienceErrorId} className={styles.error}>
            {errors.audience}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Expires (optional)"
        type="datetime-local"
        min={toLocalDateTime(new Date())}
        hint="Your local time. Leave it empty to keep the announcement up."
        {...text('expires_at')}
      />
      <FormActions submit="Post announcement" busyLabel="Posting…" busy={post.isPending} onCancel={onClose} />
    </FormShell>
  );
}
