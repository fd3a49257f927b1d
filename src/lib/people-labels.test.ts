import { describe, expect, it } from 'vitest';
import { pickerLabels } from './people-labels';

describe('picker labels', () => {
  it('adds the e-mail only where a name is shared', () => {
    const labels = pickerLabels([
      { id: 1, name: 'Sam Lee', email: 'sam.lee@acme.test' },
      { id: 2, name: 'sam lee ', email: 'sam@north.test' },
      { id: 3, name: 'Ana Ruiz', email: 'ana@acme.test' },
    ]);
    expect(labels.get(1)).toBe('Sam Lee · sam.lee@acme.test');
    expect(labels.get(2)).toBe('sam lee  · sam@north.test');
    expect(labels.get(3)).toBe('Ana Ruiz');
  });
});
