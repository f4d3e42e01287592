import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';

/** Where the router ended up: the path as text, the navigation state as JSON. */
export function Where() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

/** Renders a screen at `path` (its route pattern) from `entry`; any other path shows <Where />. */
export function renderRoute(element: ReactElement, path: string, entry: InitialEntry = path) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

export function locationState(): unknown {
  const text = document.querySelector('[data-testid="location"]')?.getAttribute('data-state');
  return text ? JSON.parse(text) : undefined;
}
