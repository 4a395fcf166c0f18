import { describe, expect, it, vi } from 'vitest';

const hot = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() });
  return { toast };
});
vi.mock('react-hot-toast', () => ({ default: hot.toast, toast: hot.toast }));

import { notify } from './notify';

describe('notify', () => {
  it('shows each toast through react-hot-toast once it has loaded, with its options', async () => {
    notify.error('Invalid email or password');
    notify.success('Saved', { duration: 1000 });
    notify('Hello');
    await vi.waitFor(() => expect(hot.toast).toHaveBeenCalledWith('Hello', undefined));
    expect(hot.toast.error).toHaveBeenCalledWith('Invalid email or password', undefined);
    expect(hot.toast.success).toHaveBeenCalledWith('Saved', { duration: 1000 });
  });
});
