import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';
// The browser has the form's schema chunk by the time anyone submits (it loads once the page is idle);
// imported here, its lazy import resolves at once and the messages are there right after the click.
import '@hookform/resolvers/zod';
import './form-schema';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
  return fetchMock;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), '  Asha Mwakyusa ');
  await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('Subject'), 'custom-package');
  await user.type(screen.getByLabelText('Message'), 'Ten days in September.');
}

afterEach(() => vi.unstubAllGlobals());

describe('contact form', () => {
  it('shows every error on submit, under its field, and typing clears that field’s error', async () => {
    const fetchMock = renderForm(() => json(201, { id: 'c1', received_at: '2026-01-01T00:00:00Z' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please choose a subject');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email address'), 'asha@');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends the trimmed message, then shows Message Sent! with an empty form until the next edit', async () => {
    const fetchMock = renderForm(() => json(201, { id: 'c1', received_at: '2026-01-01T00:00:00Z' }));
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Mwakyusa',
      email: 'asha@example.com',
      subject: 'custom-package',
      message: 'Ten days in September.',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await user.type(screen.getByLabelText('Full name'), 'A');
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it("puts the server's field errors under the fields", async () => {
    renderForm(() =>
      json(400, {
        detail: 'Validation failed',
        code: 'validation_error',
        fields: { email: ['Please enter a valid email address'] },
      }),
    );
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });
});
