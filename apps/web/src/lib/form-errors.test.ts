import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { setServerErrors } from './form-errors';

const validation = (fields?: Record<string, string[]>) =>
  new ApiRequestError('Validation failed', 400, {
    detail: 'Validation failed',
    code: 'validation_error',
    fields,
  });

describe('setServerErrors', () => {
  it("puts each of the form's fields named by the server into react-hook-form's errors", () => {
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { email: '', password: '', password2: '' } });
      void form.formState.errors; // subscribe, as a form that shows its errors does
      return form;
    });
    let outcome: ReturnType<typeof setServerErrors> | undefined;
    act(() => {
      outcome = setServerErrors(
        validation({ email: ['Email is taken', 'second message'], password2: ['Passwords do not match'] }),
        result.current.setError,
        ['email', 'password', 'password2'],
      );
    });
    expect(outcome).toEqual({ fields: ['email', 'password2'], formError: null });
    expect(result.current.formState.errors.email).toMatchObject({
      type: 'server',
      message: 'Email is taken',
    });
    expect(result.current.formState.errors.password2?.message).toBe('Passwords do not match');
    expect(result.current.formState.errors.password).toBeUndefined();
  });

  it('gives a field the form does not have back as the form-level error', () => {
    const setError = vi.fn();
    const outcome = setServerErrors(validation({ token: ['Invalid or expired token'] }), setError, [
      'password',
      'password2',
    ] as const);
    expect(setError).not.toHaveBeenCalled();
    expect(outcome).toEqual({ fields: [], formError: 'Invalid or expired token' });
  });

  it("falls back to the error's text, or 'An error occurred' for anything that is not an API error", () => {
    const setError = vi.fn();
    expect(setServerErrors(validation(), setError, ['email'])).toEqual({
      fields: [],
      formError: 'Validation failed',
    });
    const locked = new ApiRequestError('Too many attempts', 429, {
      detail: 'Too many attempts',
      code: 'rate_limited',
    });
    expect(setServerErrors(locked, setError, ['email']).formError).toBe('Too many attempts');
    expect(setServerErrors(new TypeError('boom'), setError, ['email']).formError).toBe('An error occurred');
    expect(setError).not.toHaveBeenCalled();
  });

  it('skips a field whose message list is empty', () => {
    const setError = vi.fn();
    expect(setServerErrors(validation({ email: [] }), setError, ['email'])).toEqual({
      fields: [],
      formError: 'Validation failed',
    });
    expect(setError).not.toHaveBeenCalled();
  });
});
