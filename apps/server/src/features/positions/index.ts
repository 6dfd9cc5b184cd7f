// The positions feature's face. Until the feature itself lands, it carries the slots it declares
// for the features that fill them (friends offers PEOPLE_RELATIONS).
export {
  CALL_PARTNERS,
  PEOPLE_RELATIONS,
  type CallPartner,
  type CallPartners,
  type PeopleRelations,
} from './relations';
