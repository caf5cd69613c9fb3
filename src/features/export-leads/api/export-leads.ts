import { exportLeads, type LeadListQuery } from '@/entities/lead';
import { saveFile } from '@/shared/lib/download';

/** Downloads the CSV of the leads `query` selects (every page) under the name the server gives. */
export async function downloadLeadsCsv(query: LeadListQuery): Promise<void> {
  const { page: _page, page_size: _size, ...filters } = query;
  const { blob, fileName } = await exportLeads(filters);
  saveFile(blob, fileName);
}
