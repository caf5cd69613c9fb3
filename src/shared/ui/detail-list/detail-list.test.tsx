import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailList } from './detail-list';

const pairs = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('DetailList', () => {
  it('shows each term with its value, leaving out empty ones', () => {
    render(<DetailList items={[{ term: 'Email', value: 'a@example.com' }, { term: 'Mobile', value: null }, { term: 'City', value: '' }]} />);
    expect(pairs()).toEqual(['Email: a@example.com']);
  });
  it('says what an empty value is when asked to', () => {
    render(<DetailList empty="Not given" items={[{ term: 'Email', value: 'a@example.com' }, { term: 'Mobile', value: undefined }]} />);
    expect(pairs()).toEqual(['Email: a@example.com', 'Mobile: Not given']);
  });
});
