// Reference data for tests and benches outside the package.
export { gpsdSamplePrinted, gpsdSampleSentences, gpsdSampleText } from './gpsd-sample';
