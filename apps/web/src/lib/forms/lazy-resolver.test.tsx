import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validateOnSubmit } from '../form-errors';
import { lazyZodResolver, usePreload, type LazyResolver } from './lazy-resolver';

const schema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  name: z.string().trim().min(1, 'Full name is required'),
});

/** A schema module whose download finishes when the test says so. */
function deferredSchema() {
  let finish: (value: typeof schema) => void = () => {};
  const load = vi.fn(() => new Promise<typeof schema>((resolve) => (finish = resolve)));
  return { load, finish: () => finish(schema) };
}

function Form({ resolver, onValid }: { resolver: LazyResolver<typeof schema>; onValid: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { email: '', name: '' }, ...validateOnSubmit });
  usePreload(resolver.preload);
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <label>
        Email <input {...register('email')} />
      </label>
      {errors.email && <p>{errors.email.message}</p>}
      <label>
        Name <input {...register('name')} />
      </label>
      {errors.name && <p>{errors.name.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('lazyZodResolver', () => {
  it('a submit before the schema has loaded shows its field messages once it has', async () => {
    const { load, finish } = deferredSchema();
    const onValid = vi.fn();
    render(<Form resolver={lazyZodResolver(load)} onValid={onValid} />);
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    finish();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is warmed up after the first render, loads once, and then validates like zodResolver', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    const onValid = vi.fn();
    render(<Form resolver={resolver} onValid={onValid} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await resolver.preload();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Loaded: the messages are there as soon as the submit is handled, as with zodResolver.
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.type(screen.getByLabelText('Name'), '  Asha ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    // The schema's output (trimmed), as zodResolver hands it over.
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'asha@example.com', name: 'Asha' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warms up at the first focus in the page, before the browser is idle', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    vi.useFakeTimers();
    try {
      render(<Form resolver={resolver} onValid={() => {}} />);
      expect(load).not.toHaveBeenCalled();
      fireEvent.focusIn(screen.getByLabelText('Email'));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a failed download again on the next use', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    await expect(resolver.preload()).rejects.toThrow('offline');
    await expect(resolver.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
