import type { Load } from '../../lib/feature-face';

/**
 * The dialogs and chat windows only a logged-in boater sees: loaded apart, so a visitor's first
 * view carries none of them (nor the dialog library they need), and shown together once all have
 * come. Each opens from state kept outside (the session, helpUi), so nothing is missed while they
 * are still on their way.
 */
export async function loadMemberOverlays(overlays: readonly Load[]) {
  const parts = await Promise.all(overlays.map((load) => load()));
  return {
    default: function MemberOverlays() {
      return (
        <>
          {parts.map((Part, index) => (
            <Part key={index} />
          ))}
        </>
      );
    },
  };
}
