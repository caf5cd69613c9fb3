import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { courseQueries } from '@/entities/course';
import { Panel, PanelItem, PanelList, PanelMeta, QueryState } from '@/shared/ui/panel';

const EMPTY = (
  <PanelMeta>
    No recommendations yet: your counselor's picks appear here. <Link to="/universitysearch">Search courses</Link>
  </PanelMeta>
);

const SHOWN = 3;

/** The latest courses recommended to the student (University Preference). */
export function RecommendedCoursesPanel({ studentUserId }: { studentUserId: number }) {
  const recommended = useQuery(courseQueries.recommendations(studentUserId));
  const total = recommended.data?.length ?? 0;
  return (
    <Panel
      headingId="home-recommended"
      title="Recommended courses"
      action={<Link to="/recommendations">{total > SHOWN ? `All ${total} courses` : 'University Preference'}</Link>}
    >
      <QueryState query={recommended} what="your recommended courses" isEmpty={(list) => list.length === 0} empty={EMPTY}>
        {(list) => (
          <PanelList>
            {list.slice(0, SHOWN).map((course) => {
              const { university } = course;
              const where = (
                <PanelMeta>
                  <Link to={`/university-detail/${university.university_id}`}>{university.name}</Link> · {university.country_name} · {course.course_level.name}
                </PanelMeta>
              );
              const meta = (
                <>
                  {where}
                  <PanelMeta>Recommended by {course.recommended_by.name}</PanelMeta>
                </>
              );
              return <PanelItem key={course.course_id} label={course.course_name} title={course.course_name} meta={meta} />;
            })}
          </PanelList>
        )}
      </QueryState>
    </Panel>
  );
}
