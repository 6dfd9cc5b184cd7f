import path from 'node:path';
import { cookiesAnswered } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { leaveInStorage } from '../support/local-storage';
import { SCREEN_SIZES, SCREENSHOTS } from '../support/screen-sizes';

for (const size of SCREEN_SIZES) {
  test.describe(size.label, () => {
    test.use({ viewport: size.viewport });

    test('the privacy policy tells how long each kind of data is kept, as the server keeps it', async ({
      page,
      baseURL,
    }) => {
      // The banner, answered on an earlier visit, covers no row of the picture.
      await leaveInStorage(page.context(), cookiesAnswered(baseURL!));
      await page.goto('/privacy-policy#opbevaring');
      const section = page.locator('#opbevaring');
      await expect(section).toBeInViewport();
      const period = (data: string) => section.getByRole('row', { name: data }).getByRole('cell');
      await expect(period('Inaktive konti')).toHaveText(
        'Har du ikke brugt din konto i 2 år, får du en e-mail. Logger du ikke ind inden for 30 ' +
          'dage, slettes kontoen, som når du selv sletter den.',
      );
      await expect(period('Positionslogs')).toContainText('Slettes efter 90 dage');
      await expect(period('Loginlogs')).toHaveText('Slettes efter 180 dage.');
      await expect(period('Sikkerhedskopier')).toContainText('gemmes højst 30 dage');
      await expect(period('Login-session')).toContainText('Udløber efter 24 timer');
      // What the reader sees there: the window, as the phone's tab bar stays on top of the page.
      await section.getByRole('row', { name: 'Inaktive konti' }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(SCREENSHOTS, `privacy-retention-${size.label}.png`),
      });
    });
  });
}
