import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** The address's query as the page left it (a list's view lives there). */
export function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** Renders a back-office page at its route pattern `path`, opened at `entry`, with <Address /> below it. */
export function renderAt(element: ReactElement, path: string, entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path={path}
          element={
            <>
              {element}
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}
