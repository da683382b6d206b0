// The mini-program (and jest) bundle the carousel with the page; H5 loads it on its own
// (load-carousel.h5.ts).
export { default as Carousel } from './carousel'
