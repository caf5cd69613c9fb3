import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { revealSelected, Tabs } from './tabs';

const items = ['One', 'Two', 'Three'].map((label) => ({ value: label.toLowerCase(), label, content: <p>{label} panel</p> }));

/** A strip 100 px wide showing from `scrollLeft`, its selected tab at [left, right] of the content. */
function strip(left: number, right: number, scrollLeft: number) {
  const list = document.createElement('div');
  const tab = document.createElement('button');
  tab.setAttribute('role', 'tab');
  tab.setAttribute('data-state', 'active');
  list.append(tab);
  list.scrollLeft = scrollLeft;
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 40));
  vi.spyOn(tab, 'getBoundingClientRect').mockImplementation(() => new DOMRect(left - list.scrollLeft, 0, right - left, 40));
  return list;
}

describe('Tabs', () => {
  it('shows the chosen tab’s panel, by click and by the controlled value, and tells the change', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Tabs label="Parts" items={items} onValueChange={onValueChange} />);
    expect(screen.getByText('One panel')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByText('Three panel')).toBeTruthy();
    expect(onValueChange).toHaveBeenCalledWith('three');
    rerender(<Tabs label="Parts" items={items} value="two" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
  });

  it('scrolls the strip sideways until the selected tab is wholly in view, and leaves it when it is', () => {
    const beyondRight = strip(150, 220, 0);
    revealSelected(beyondRight);
    expect(beyondRight.scrollLeft).toBe(120);
    const beyondLeft = strip(30, 80, 60);
    revealSelected(beyondLeft);
    expect(beyondLeft.scrollLeft).toBe(30);
    const inView = strip(20, 70, 0);
    revealSelected(inView);
    expect(inView.scrollLeft).toBe(0);
  });
});
