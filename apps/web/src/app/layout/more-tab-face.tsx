import { EllipsisIcon } from 'lucide-react';

/** The "Mere" tab's face: the same on the plain trigger and on the menu's own. */
export function MoreTabFace() {
  return (
    <>
      <EllipsisIcon size={22} />
      <span>Mere</span>
    </>
  );
}
