import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './hero-banner.module.css';
import { Slide } from './hero-slide';
import { HERO_AUTOPLAY_DELAY_MS, HERO_SLIDES, HERO_SPEED_MS } from './hero-slides';

/** The slider itself: two promoted models, looping every 3 s, with dots, arrows and a pause button. */
export default function HeroCarousel() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  const togglePlay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Featured stabilizers">
      <Swiper
        className={styles.swiper}
        modules={[A11y, Autoplay, Navigation, Pagination]}
        loop
        speed={HERO_SPEED_MS}
        autoplay={{ delay: HERO_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        navigation
        a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
        onSwiper={setSwiper}
      >
        {HERO_SLIDES.map((slide, index) => (
          <SwiperSlide key={slide.productId}>
            <Slide slide={slide} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className={styles.playToggle}
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        onClick={togglePlay}
      >
        <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
      </button>
    </section>
  );
}
