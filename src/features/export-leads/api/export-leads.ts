import { exportLeads, type LeadListQuery } from '@/entities/lead';

/** Downloads the CSV of the leads `query` selects (every page) under the name the server gives. */
export async function downloadLeadsCsv(query: LeadListQuery): Promise<void> {
  const { page: _page, page_size: _size, ...filters } = query;
  const { blob, fileName } = await exportLeads(filters);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
