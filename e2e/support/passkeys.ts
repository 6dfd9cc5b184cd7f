import type { CDPSession, Page } from '@playwright/test';
import { expect } from './fixtures';

// Chromium's virtual authenticator (CDP WebAuthn domain): a real authenticator to the browser, so
// registration and login run through the app, SimpleWebAuthn and the server as with a phone or a
// security key. WebAuthn needs the page on `localhost` (app-server.ts), never 127.0.0.1.

type Credential = {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
};

export interface VirtualAuthenticator {
  /** The passkeys it holds. */
  credentials(): Promise<Credential[]>;
  /** Whether it says the person was verified (fingerprint, PIN): false is a refusal. */
  setUserVerified(verified: boolean): Promise<void>;
  /** Takes it away from the browser, as unplugging a key does; its passkeys go with it. */
  remove(): Promise<void>;
  /** Puts passkeys taken from another authenticator into this one. */
  take(credentials: Credential[]): Promise<void>;
}

/**
 * Attaches an authenticator to the page's browser: built into the device ('internal', a platform
 * authenticator) or a USB security key ('usb', cross-platform); CTAP2 with resident keys (passkeys)
 * and user verification, which it passes until told otherwise.
 */
export async function addAuthenticator(
  page: Page,
  transport: 'internal' | 'usb' = 'internal',
): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
    take: async (credentials) => {
      for (const credential of credentials) {
        await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
      }
    },
  };
}

/**
 * Makes the page's browser one without passkey autofill (conditional mediation), as Firefox was
 * before version 119: the virtual authenticator answers an autofill request at once, which would
 * log in before an e-mail could be typed. Before the page's first load.
 */
export async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });
}

/** Logs in with a passkey by e-mail: the login's passkey mode, the e-mail, and 'Fortsæt'. */
export async function askForPasskeys(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log ind med passkey' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
}

/** The security tab's list of passkeys, each row's name first. */
export const passkeyList = (page: Page) => page.getByRole('list', { name: 'Dine passkeys' });

export async function openSecurityTab(page: Page): Promise<void> {
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('Henter passkeys...')).toHaveCount(0);
}

/** Adds a passkey of the page's authenticator in the security tab under `name`. */
export async function addPasskeyInSettings(page: Page, name: string): Promise<void> {
  await page.getByLabel('Navn på passkeyen').fill(name);
  await page.getByRole('button', { name: 'Tilføj passkey' }).click();
  await expect(passkeyList(page).getByText(name, { exact: true })).toBeVisible();
}
