// The owner's vessels, for code that is itself loaded on demand (the help form's vessel names).
export { myVesselsQuery } from '../api';
