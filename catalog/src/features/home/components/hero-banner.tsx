import { Button } from '@harmony/shared';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './hero-banner.module.css';
import {
  HERO_AUTOPLAY_DELAY_MS,
  HERO_BEST_PRICE,
  HERO_FEATURES,
  HERO_SLIDES,
  HERO_SPEED_MS,
  type HeroSlide,
} from './hero-slides';

function Slide({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <div className={styles.slide}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Voltage stabilizer</p>
        <h2 className={styles.model}>{slide.model}</h2>
        <p className={styles.tagline}>{slide.tagline}</p>
        <ul className={styles.features}>
          {HERO_FEATURES.map((feature) => (
            <li key={feature.label} className={styles.feature}>
              <span className={styles.featureLabel}>{feature.label}</span>
              <strong className={styles.featureValue}>{feature.value}</strong>
            </li>
          ))}
        </ul>
        <div className={styles.offer}>
          <p className={styles.price}>
            <span className={styles.priceLabel}>Best Price</span>
            <strong className={styles.priceValue}>{HERO_BEST_PRICE}</strong>
          </p>
          {/* SPEC §2: Learn More has no target. */}
          <Button variant="accent" className={styles.cta}>
            Learn More
          </Button>
        </div>
      </div>
      <div className={styles.visual}>
        <img
          className={styles.image}
          src={slide.image}
          alt={`${slide.model} voltage stabilizer`}
          width={420}
          height={420}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </div>
    </div>
  );
}

/** The home banner: two promoted models, looping every 3 s, with dots, arrows and a pause button. */
export function HeroBanner() {
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
