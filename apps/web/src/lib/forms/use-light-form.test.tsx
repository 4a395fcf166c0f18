import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver, usePreload } from './lazy-resolver';
import { useLightForm } from './use-light-form';

const schema = z.object({
  token: z.string().min(1, 'Token is required'),
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  name: z.string().trim().min(1, 'Full name is required'),
});
type Values = z.input<typeof schema>;
const resolver = lazyZodResolver(async () => schema);

function Form({
  token = 't1',
  onValid = () => {},
  onInvalid,
}: {
  token?: string;
  onValid?: (values: Values) => void;
  onInvalid?: (errors: object) => void;
}) {
  const { register, handleSubmit, setError, clearErrors, reset, setValue, watch, formState } = useLightForm({
    resolver,
    values: { token, email: '', name: '' },
  });
  usePreload(resolver.preload);
  const [showName, setShowName] = useState(true);
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <label>
        Email <input {...register('email', { onChange: () => clearErrors('email') })} />
      </label>
      {errors.email && <p>{errors.email.message}</p>}
      {showName && (
        <label>
          Name <input {...register('name')} />
        </label>
      )}
      {errors.name && <p>{errors.name.message}</p>}
      {errors.token && <p>{errors.token.message}</p>}
      <p>Token: {watch('token')}</p>
      <button type="submit">Send</button>
      <button type="button" onClick={() => setError('email', { type: 'server', message: 'Taken' })}>
        Server error
      </button>
      <button type="button" onClick={() => reset({ token: 't1', email: '', name: '' })}>
        Reset
      </button>
      <button type="button" onClick={() => setValue('token', 'manual')}>
        Set token
      </button>
      <button type="button" onClick={() => setShowName((shown) => !shown)}>
        Toggle name
      </button>
    </form>
  );
}

describe('useLightForm', () => {
  it('on submit shows the schema’s errors, then hands the parsed values over once they are valid', async () => {
    await resolver.preload();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<Form onValid={onValid} onInvalid={onInvalid} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();
    // Errors are not checked again while typing (validateOnSubmit), only cleared where the form says so.
    await user.type(screen.getByLabelText('Name'), ' Asha ');
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ token: 't1', email: 'asha@example.com', name: 'Asha' });
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
  });

  it('keeps setError’s message until the next submit replaces the errors', async () => {
    await resolver.preload();
    render(<Form />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Server error' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByText('Taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Taken')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('reset empties the fields and the errors; a field that leaves and comes back keeps its value', async () => {
    await resolver.preload();
    render(<Form />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    await user.click(screen.getByRole('button', { name: 'Toggle name' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('setValue re-renders what watches the value; followed values reach the fields', async () => {
    const { rerender } = render(<Form token="t1" />);
    expect(screen.getByText('Token: t1')).toBeInTheDocument();
    rerender(<Form token="t2" />);
    await waitFor(() => expect(screen.getByText('Token: t2')).toBeInTheDocument());
    await act(async () => screen.getByRole('button', { name: 'Set token' }).click());
    expect(screen.getByText('Token: manual')).toBeInTheDocument();
  });
});
