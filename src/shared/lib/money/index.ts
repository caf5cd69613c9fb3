export { formatMinor, minorToDecimal, minorToInput, parseMajor, sumMinor, toBodyMinor } from './money';
export { formatBasisPoints, parsePercent } from './basis-points';
