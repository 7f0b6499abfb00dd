export { Slider, type SliderProps } from './Slider'
export { type SliderRange, sliderKeyValue } from './sliderKeys'
