import { useEffect, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import type {
  DefaultValues,
  ErrorOption,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  Resolver,
  ResolverOptions,
  UseFormSetError,
} from 'react-hook-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What `register(name)` gives a native input, select or textarea (spread into TextField & co). */
export interface LightFieldProps {
  name: string;
  ref: (element: Control | null) => void;
  onChange: (event: ChangeEvent<Control>) => void;
}

export interface LightFormOptions<TIn extends FieldValues, TOut> {
  /** The schema's resolver (lazyZodResolver): run on every submit, as with react-hook-form. */
  resolver: Resolver<TIn, unknown, TOut>;
  /** The form's first values. */
  defaultValues?: DefaultValues<TIn>;
  /**
   * Values the form follows (react-hook-form's `values` with `keepDirtyValues`): when they change, the
   * fields the user has not edited take them.
   */
  values?: TIn;
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/**
 * The part of react-hook-form's `useForm` the guest form pages use, in ~1 KiB instead of ~12 KiB gzip
 * of their first load, with the same behaviour under `validateOnSubmit` (their only mode): uncontrolled
 * fields whose values are kept as they change; on submit the resolver checks every value, its errors
 * replace the form's errors (or, when there are none, the errors are cleared and `onValid` gets the
 * resolver's values); `setError` / `clearErrors` / `reset` / `setValue` as in react-hook-form; no focus
 * moves. Signed-in forms keep react-hook-form.
 */
export function useLightForm<TIn extends FieldValues, TOut = TIn>(options: LightFormOptions<TIn, TOut>) {
  const [form] = useState(() => createLightForm(options));
  const { errors } = useSyncExternalStore(form.subscribe, form.snapshot, form.snapshot);
  // Followed values: a change reaches the fields nobody has edited.
  const followed = options.values;
  useEffect(() => form.follow(followed), [form, followed]);
  return { ...form.api, formState: { errors } };
}

/** The form's state outside React (fields, values, errors); the hook subscribes to its changes. */
function createLightForm<TIn extends FieldValues, TOut>(options: LightFormOptions<TIn, TOut>) {
  const values: Record<string, unknown> = { ...(options.values ?? options.defaultValues) };
  let followed = options.values;
  const edited = new Set<string>();
  const elements = new Map<string, Control>();
  const fieldProps = new Map<string, LightFieldProps>();
  const onChanges = new Map<string, ((event: ChangeEvent<Control>) => void) | undefined>();
  const listeners = new Set<() => void>();
  let state: { errors: FieldErrors<TIn> } = { errors: {} };

  /** A new snapshot: the errors given, or the same errors after a value change (watchers re-render). */
  const publish = (errors: FieldErrors<TIn> = state.errors) => {
    state = { errors };
    for (const listener of listeners) listener();
  };

  const write = (name: string, value: unknown) => {
    values[name] = value;
    const element = elements.get(name);
    if (element) element.value = value == null ? '' : String(value);
  };

  function register(
    name: Path<TIn>,
    fieldOptions?: { onChange?: (event: ChangeEvent<Control>) => void },
  ): LightFieldProps {
    onChanges.set(name, fieldOptions?.onChange);
    let props = fieldProps.get(name);
    if (!props) {
      props = {
        name,
        ref: (element) => {
          // Detached (a field that leaves the markup) keeps its value, as in react-hook-form.
          if (!element || elements.get(name) === element) return;
          elements.set(name, element);
          const value = values[name];
          if (value !== undefined) element.value = value == null ? '' : String(value);
        },
        onChange: (event) => {
          values[name] = event.target.value;
          edited.add(name);
          onChanges.get(name)?.(event);
        },
      };
      fieldProps.set(name, props);
    }
    return props;
  }

  function handleSubmit(
    onValid: (data: TOut, event?: { preventDefault(): void }) => unknown,
    onInvalid?: (errors: FieldErrors<TIn>, event?: { preventDefault(): void }) => unknown,
  ) {
    return async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const fields: ResolverOptions<TIn>['fields'] = {};
      for (const [name, ref] of elements) fields[name] = { ref, name };
      const result = await options.resolver({ ...values } as TIn, undefined, {
        fields,
        names: [...elements.keys()] as NonNullable<ResolverOptions<TIn>['names']>,
        shouldUseNativeValidation: false,
      });
      if (isEmpty(result.errors)) {
        publish({});
        await onValid(result.values as TOut, event);
      } else {
        publish(result.errors);
        await onInvalid?.(result.errors, event);
      }
    };
  }

  const setError: UseFormSetError<TIn> = (name, error: ErrorOption) =>
    publish({ ...state.errors, [name]: { ...error, ref: elements.get(name) } });

  const clearErrors = (name: Path<TIn>) => {
    if (!(name in state.errors)) return;
    const next = { ...state.errors };
    delete next[name];
    publish(next);
  };

  const reset = (next: TIn) => {
    for (const [name, value] of Object.entries(next)) write(name, value);
    edited.clear();
    publish({});
  };

  const setValue = <K extends Path<TIn>>(name: K, value: PathValue<TIn, K>) => {
    write(name, value);
    publish();
  };

  const watch = <K extends Path<TIn>>(name: K) => values[name] as PathValue<TIn, K> | undefined;

  const follow = (next: TIn | undefined) => {
    const previous = followed;
    followed = next;
    if (!next || !previous || next === previous) return;
    let changed = false;
    for (const [name, value] of Object.entries(next)) {
      if (Object.is(previous[name], value) || edited.has(name)) continue;
      write(name, value);
      changed = true;
    }
    if (changed) publish();
  };

  return {
    api: { register, handleSubmit, setError, clearErrors, reset, setValue, watch },
    follow,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => state,
  };
}
