import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { STORAGE_KEYS } from '../../lib/storage';
import { setSystemPrefersDark } from '../../test/media-queries';
import { testClientConfig } from '../../test/render-app';
import { ThemeSync } from './components/theme-sync';
import { ThemeToggle, type ThemeToggleVariant } from './components/theme-toggle';

function renderToggle(variant: ThemeToggleVariant = 'icon') {
  const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };
  const store = makeStore({ config: testClientConfig(), navigation });
  render(
    <Provider store={store}>
      <ThemeSync />
      <ThemeToggle variant={variant} />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

const html = () => document.documentElement;

describe('theme', () => {
  it('follows the system preference when nothing is saved, also when it changes', () => {
    setSystemPrefersDark(true);
    renderToggle();
    expect(html()).toHaveClass('dark');
    expect(html().style.colorScheme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();

    act(() => setSystemPrefersDark(false));
    expect(html()).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });

  it('lets a saved theme win over the system preference', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    setSystemPrefersDark(true);
    renderToggle();
    expect(html()).not.toHaveClass('dark');

    act(() => setSystemPrefersDark(true));
    expect(html()).not.toHaveClass('dark');
  });

  it('ignores a saved value that is not light or dark', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    setSystemPrefersDark(true);
    renderToggle();
    expect(html()).toHaveClass('dark');
  });

  it('toggles with the icon button, saves the choice, and flips its label', async () => {
    const { user } = renderToggle('icon');
    const toggle = screen.getByRole('button', { name: 'Switch to dark mode' });
    expect(toggle).toHaveAttribute('title', 'Switch to dark mode');

    await user.click(toggle);
    expect(html()).toHaveClass('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute(
      'title',
      'Switch to light mode',
    );

    // Once chosen, the system no longer decides.
    act(() => setSystemPrefersDark(false));
    expect(html()).toHaveClass('dark');
  });

  it('toggles with the text button', async () => {
    const { user } = renderToggle('button');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveTextContent(
      /^Switch to light mode$/,
    );
    expect(html()).toHaveClass('dark');
  });

  it('offers Light and Dark in the dropdown', async () => {
    const { user } = renderToggle('dropdown');
    // The menu is its own chunk; a disabled stand-in shows until it has loaded.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    const menu = await screen.findByRole('menu');
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Light', 'Dark']);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(html()).toHaveClass('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
