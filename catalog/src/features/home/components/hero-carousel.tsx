import { HERO_SLIDES } from '@harmony/shared';
import { useEffect, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './hero-banner.module.css';
import type { HeroMove } from './hero-controls';
import { Slide } from './hero-slide';
import { HERO_AUTOPLAY_DELAY_MS, HERO_SPEED_MS } from './hero-slides';

interface Props {
  /** What brought the slider in: the autoplay tick that was due, or the control the shopper used. */
  firstMove: HeroMove;
  playing: boolean;
  /** The banner's own arrows and dots container, which Swiper drives from now on. */
  controls: {
    prevEl: RefObject<HTMLButtonElement | null>;
    nextEl: RefObject<HTMLButtonElement | null>;
    bulletsEl: RefObject<HTMLDivElement | null>;
  };
}

function move(swiper: SwiperInstance, to: HeroMove) {
  if (to === 'next') swiper.slideNext();
  else if (to === 'prev') swiper.slidePrev();
  else swiper.slideToLoop(to);
}

/** The slider itself: two promoted models, looping every 3 s, with dots, arrows and a pause button. */
export default function HeroCarousel({ firstMove, playing, controls }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (swiper) move(swiper, firstMove);
  }, [swiper, firstMove]);

  useEffect(() => {
    if (!swiper) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <Swiper
      className={styles.swiper}
      modules={[A11y, Autoplay, Navigation, Pagination]}
      loop
      speed={HERO_SPEED_MS}
      autoplay={{ delay: HERO_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true, el: controls.bulletsEl.current }}
      navigation={{ prevEl: controls.prevEl.current, nextEl: controls.nextEl.current }}
      a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
      onSwiper={setSwiper}
    >
      {HERO_SLIDES.map((slide, index) => (
        <SwiperSlide key={slide.productId}>
          <Slide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
