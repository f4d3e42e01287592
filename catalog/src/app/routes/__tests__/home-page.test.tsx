import { fetchProducts } from '@harmony/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { resetProductsCache } from '../../../features/products/api/products-cache';
import { makeProducts } from '../../../features/products/testing/product-fixtures';
import { HomePage } from '../home-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  fetchProducts: jest.fn(),
  fetchProduct: jest.fn(),
}));

// Swiper ships as ES modules with CSS; jsdom cannot lay it out anyway. The stand-in records its options.
const swiperProps: Array<Record<string, unknown>> = [];
const autoplay = { stop: jest.fn(), start: jest.fn() };
const swiperInstance = { autoplay, slideNext: jest.fn(), slidePrev: jest.fn(), slideToLoop: jest.fn() };
jest.mock('swiper/react', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    Swiper: ({ children, onSwiper, ...props }: { children: ReactNode; onSwiper?: (s: unknown) => void }) => {
      swiperProps.push(props);
      useEffect(() => onSwiper?.(swiperInstance), [onSwiper]);
      return <div data-testid="swiper">{children}</div>;
    },
    SwiperSlide: ({ children }: { children: ReactNode }) => <div data-testid="slide">{children}</div>,
  };
});
jest.mock('swiper/modules', () => ({
  A11y: 'A11y',
  Autoplay: 'Autoplay',
  Navigation: 'Navigation',
  Pagination: 'Pagination',
}));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/navigation', () => ({}));
jest.mock('swiper/css/pagination', () => ({}));

const fetchProductsMock = jest.mocked(fetchProducts);

function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <HomePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  swiperProps.length = 0;
  fetchProductsMock.mockResolvedValue(makeProducts(12));
});

afterEach(() => {
  resetProductsCache();
  jest.clearAllMocks();
});

describe('HomePage', () => {
  it('draws the first slide at once with its arrows and dots; the slider arrives with the first tick', async () => {
    jest.useFakeTimers();
    try {
      renderHome();
      expect(screen.getByRole('heading', { name: 'Harmony M1' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /Harmony M1/ })).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(2900));
      expect(screen.queryByTestId('swiper')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(screen.getByTestId('swiper')).toBeInTheDocument());
      // The tick that was due is not lost: the slider moves on as soon as it runs.
      await waitFor(() => expect(swiperInstance.slideNext).toHaveBeenCalledTimes(1));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a dot or an arrow pressed before the slider arrives brings it, and makes that move', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    await screen.findByTestId('swiper');
    await waitFor(() => expect(swiperInstance.slideToLoop).toHaveBeenCalledWith(1));
    // The same arrow elements are handed to Swiper, so focus and place survive the hand-over.
    const next = screen.getByRole('button', { name: 'Next slide' });
    const navigation = swiperProps.at(-1)?.navigation as { nextEl?: unknown } | undefined;
    expect(navigation?.nextEl).toBe(next);
    await screen.findAllByRole('link', { name: /Harmony Stabilizer/ });
  });

  it('configures the banner as SPEC §2 says: loop, 3 s autoplay, 300 ms, clickable dots, arrows', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(swiperInstance.slidePrev).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Harmony Stabilizer/ })).toHaveLength(8));
    await waitFor(() =>
      expect(swiperProps.at(-1)).toMatchObject({
        loop: true,
        speed: 300,
        autoplay: expect.objectContaining({ delay: 3000 }),
        pagination: expect.objectContaining({ clickable: true }),
        navigation: expect.objectContaining({ prevEl: expect.any(HTMLButtonElement) }),
        modules: expect.arrayContaining(['Autoplay', 'Pagination', 'Navigation']),
      }),
    );
  });

  it('promotes two models with the marketing copy and a Learn More button without a target', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const slides = await screen.findAllByTestId('slide');
    expect(slides).toHaveLength(2);
    expect(within(slides[0]!).getByRole('heading', { name: 'Harmony M1' })).toBeInTheDocument();

    for (const slide of slides) {
      expect(slide).toHaveTextContent('Working Range110VA-280VA');
      expect(slide).toHaveTextContent('Frequency50HZ');
      expect(slide).toHaveTextContent('Warranty5 Years');
      expect(slide).toHaveTextContent('Best Price₹4,999.00');
      const learnMore = within(slide).getByRole('button', { name: 'Learn More' });
      expect(learnMore).toHaveAttribute('type', 'button');
      expect(learnMore.closest('a')).toBeNull();
    }
    const [first, second] = slides.map((slide) => within(slide).getByRole('img'));
    expect(first).toHaveAttribute('src', '/api/images/products/harmony-m1.svg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    await screen.findAllByRole('link', { name: /Harmony Stabilizer/ });
  });

  it('pauses and resumes the slideshow, before and after the slider arrives', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      renderHome();
      await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      // Paused: the still first slide stays; no tick brings the slider.
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(screen.queryByTestId('swiper')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
      // Autoplay waits while the pointer rests on the banner, as Swiper's pauseOnMouseEnter does.
      await act(() => jest.advanceTimersByTimeAsync(3100));
      expect(screen.queryByTestId('swiper')).toBeNull();
      await user.unhover(screen.getByRole('region', { name: 'Featured stabilizers' }));
      await act(() => jest.advanceTimersByTimeAsync(3100));
      await waitFor(() => expect(screen.getByTestId('swiper')).toBeInTheDocument());
      autoplay.stop.mockClear();
      await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      expect(autoplay.stop).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
      expect(autoplay.start).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the product grid under the banner with its pager, and names the page', async () => {
    renderHome();
    const grid = screen.getByRole('region', { name: 'Our Products' });
    await waitFor(() =>
      expect(within(grid).getAllByRole('link', { name: /Harmony Stabilizer/ })).toHaveLength(8),
    );
    expect(within(grid).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?page=2');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).toMatch(/Harmony/);
  });
});
