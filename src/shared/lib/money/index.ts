export { formatMinor, minorToDecimal, minorToInput, parseMajor, sumMinor, toBodyMinor } from './money';
