// The positions feature's face. Until the feature itself lands, it carries the slot it declares
// for friends to fill (who is friends with whom, and where a block stands).
export { PEOPLE_RELATIONS } from './relations';
