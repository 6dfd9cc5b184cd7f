import { MoreIcon } from '../../components/ui/nav-icons';

/** The "Mere" tab's face: the same on the plain trigger and on the menu's own. */
export function MoreTabFace() {
  return (
    <>
      <MoreIcon />
      <span>Mere</span>
    </>
  );
}
