import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statusesFixture } from '../lib/application.fixtures';
import { ApplicationStatusBadge, applicationStatusTone } from './application-status-badge';

describe('application status badge', () => {
  it('says the status in words and gives good and bad outcomes different tones', () => {
    const { rerender } = render(<ApplicationStatusBadge status="rejected" statuses={statusesFixture} />);
    const rejected = screen.getByText(statusesFixture.find((s) => s.status === 'rejected')?.label ?? 'rejected');
    const rejectedClass = rejected.className;
    rerender(<ApplicationStatusBadge status="offer_accepted" statuses={statusesFixture} />);
    const accepted = screen.getByText(statusesFixture.find((s) => s.status === 'offer_accepted')?.label ?? 'offer accepted');
    expect(accepted.className).not.toBe(rejectedClass);
    expect(applicationStatusTone('rejected')).toBe('danger');
    expect(applicationStatusTone('visa_refused')).toBe('danger');
    expect(applicationStatusTone('enrolled')).toBe('success');
    expect(applicationStatusTone('submitted')).toBe('info');
    expect(applicationStatusTone('withdrawn')).toBe('neutral');
  });
});
