/** The paging of a list call, and the one student it may be narrowed to, as an entity's list parameters name them. */
export type PagedListParams = { studentUserId?: number; page?: number; pageSize?: number };

/** Those as the list calls' query names them: page 1 of 20 rows unless said otherwise. */
export const pagedListQuery = ({ studentUserId, page = 1, pageSize = 20 }: PagedListParams) => ({
  student_user_id: studentUserId,
  page,
  page_size: pageSize,
});

/** The largest page the list calls give (their page_size maximum). */
export const LARGEST_LIST_PAGE = 100;

/**
 * Every row of a paged list, page after page of the largest size (for an export or a statement), until the list's
 * total or `limit` rows.
 */
export async function fetchAllPages<Row>(
  fetchPage: (paging: { page: number; pageSize: number }) => Promise<{ items: Row[]; total: number }>,
  limit = 10_000,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < limit; page += 1) {
    const { items, total } = await fetchPage({ page, pageSize: LARGEST_LIST_PAGE });
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) break;
  }
  return rows.slice(0, limit);
}
