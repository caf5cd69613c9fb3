import { Button } from '@/shared/ui/button';
import { useRemoveRecommendation } from '../api/remove-recommendation.mutation';

export function RemoveRecommendation({ studentUserId, courseId, courseName }: { studentUserId: number; courseId: number; courseName: string }) {
  const remove = useRemoveRecommendation(studentUserId);
  return (
    <>
      <Button variant="secondary" size="sm" busy={remove.isPending} onClick={() => remove.mutate(courseId)} aria-label={`Remove ${courseName} from my preferences`}>
        Remove
      </Button>
      {remove.isError ? <span role="alert"> It could not be removed. Try again.</span> : null}
    </>
  );
}
