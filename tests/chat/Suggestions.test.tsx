import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suggestions, TypingIndicator } from '../../src/chat/index.js';

describe('Suggestions', () => {
  it('draws one button per suggestion and reports the clicked text', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Suggestions suggestions={['Yes please', 'No thanks']} onSelect={onSelect} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onSelect).toHaveBeenCalledWith('No thanks');
  });

  it('draws nothing without suggestions', () => {
    const { container } = render(<Suggestions suggestions={[]} onSelect={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TypingIndicator', () => {
  it('reads "{name} is typing" and hides the dots', () => {
    const { container } = render(<TypingIndicator participant={{ id: 'ada', name: 'Ada' }} />);
    expect(screen.getByText('Ada is typing')).toBeInTheDocument();
    expect(container.querySelectorAll('span[aria-hidden="true"]').length).toBeGreaterThanOrEqual(3);
  });
});
