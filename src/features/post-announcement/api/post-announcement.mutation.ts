import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedQueries, postAnnouncement, type AnnouncementInput } from '@/entities/feed';

/** Posts an announcement; every cached announcements page (the list and the home panels) is read again. */
export function usePostAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementInput) => postAnnouncement(body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: feedQueries.announcementsAll() });
    },
  });
}
