import { registerViaApi } from '../support/accounts';
import {
  callRow,
  chatWindow,
  closeDialog,
  detail,
  endedCallRow,
  expect,
  expectChatMessages,
  expectSameDocument,
  markDocument,
  openDetails,
  statValue,
  test,
  uniqueName,
} from '../support/help';
import {
  createHelpViaApi,
  offerViaApi,
  openCallCount,
  testimonialsViaApi,
} from '../support/help-api';

test('a call is answered live: offer, acceptance, chat, progress and a public thank-you', async ({
  request,
  openBrowser,
}) => {
  // Two boaters' whole journey: 25 s at a load of 12 on two cores, too near the default 30 s.
  test.setTimeout(90_000);
  const vessel = uniqueName('Havørnen');
  const owner = await registerViaApi(request, { boatName: vessel, firstName: 'Anna' });
  const helper = await registerViaApi(request, { boatName: uniqueName('Lodsen'), firstName: 'Bo' });
  const a = await openBrowser(owner);
  // B is some 4 km from the call, near enough to see it precisely before offering.
  const b = await openBrowser(helper, { geolocation: { latitude: 56.0, longitude: 12.6 } });

  const activeBefore = await openCallCount(request);
  for (const page of [a, b]) {
    await page.goto('/');
    await expect(statValue(page, 'Realtid')).toHaveText('Online');
    await expect(statValue(page, 'Aktive kald')).toHaveText(String(activeBefore));
    await markDocument(page);
  }

  // A asks for help (as the map's form would); B's open dashboard gets it without a reload.
  const description = 'Motoren er gået i stå ud for Helsingør.\nVi driver langsomt mod syd.';
  const call = await createHelpViaApi(request, owner, { description });
  expect(call.vesselName).toBe(vessel);
  const bRow = callRow(b, vessel);
  await expect(bRow).toBeVisible();
  await expect(bRow.getByText('GULT KALD', { exact: true })).toBeVisible();
  await expect(bRow).toContainText(`Motorstop · ${owner.username}`);
  await expect(bRow.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(bRow.getByRole('time')).toHaveText('lige nu');
  await expect(statValue(b, 'Aktive kald')).toHaveText(String(activeBefore + 1));
  await expect(statValue(a, 'Aktive kald')).toHaveText(String(activeBefore + 1));

  // A keeps the call's details open while B looks at it and offers help.
  const aDetails = await openDetails(a, 'GULT KALD', vessel);
  await expect(detail(aDetails, 'Status')).toHaveText('Aktiv');
  await expect(aDetails.getByText('Ingen tilbud endnu.')).toBeVisible();
  for (const button of ['Luk kald', 'Annuller kald']) {
    await expect(aDetails.getByRole('button', { name: button, exact: true })).toBeVisible();
  }

  const bDetails = await openDetails(b, 'GULT KALD', vessel);
  await expect(detail(bDetails, 'Problem')).toHaveText('Motorstop');
  await expect(detail(bDetails, 'Prioritet')).toHaveText('Haster');
  await expect(detail(bDetails, 'Status')).toHaveText('Aktiv');
  await expect(detail(bDetails, 'Bruger')).toHaveText(owner.username);
  await expect
    .poll(() => detail(bDetails, 'Beskrivelse').evaluate((dd) => dd.textContent))
    .toBe(description);
  // Only the owner ends a call; nobody is accepted yet, so there is no chat.
  await expect(bDetails.getByRole('button', { name: 'Luk kald' })).toHaveCount(0);
  await expect(bDetails.getByRole('button', { name: 'Åbn chat' })).toHaveCount(0);

  await bDetails
    .getByLabel('Besked (valgfri)')
    .fill('Jeg ligger ved Kronborg og kan slæbe jer ind.');
  await bDetails.getByLabel('Forventet ankomst (valgfri)').fill('20 min');
  await bDetails.getByRole('button', { name: 'Tilbyd hjælp' }).click();
  await expect(bDetails.getByRole('status')).toHaveText('Dit tilbud om hjælp er sendt!');
  await expect(bDetails.getByRole('button', { name: 'Tilbyd hjælp' })).toHaveCount(0);
  await expect(bDetails.getByRole('listitem')).toContainText(`${helper.username} · ankomst 20 min`);

  // The offer reaches A's open dialog live.
  const offer = aDetails.getByRole('listitem').filter({ hasText: helper.username });
  await expect(offer).toContainText('ankomst 20 min');
  await expect(offer).toContainText('Tilbudt');
  await expect(offer).toContainText('Jeg ligger ved Kronborg og kan slæbe jer ind.');
  await expect(detail(aDetails, 'Status')).toHaveText('Tilbud modtaget');

  await offer.getByRole('button', { name: `Accepter ${helper.username}` }).click();
  const confirm = a.getByRole('alertdialog', { name: 'Accepter hjælper?' });
  await expect(confirm).toContainText(`${helper.username} bliver din hjælper`);
  await confirm.getByRole('button', { name: 'Ja, accepter' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(aDetails.getByRole('status')).toHaveText('Hjælper accepteret!');
  await expect(detail(aDetails, 'Status')).toHaveText('Hjælper accepteret');
  await expect(detail(aDetails, 'Hjælper')).toHaveText(helper.username);
  await expect(offer).toContainText('Accepteret');
  await expect(aDetails.getByRole('button', { name: /^Accepter / })).toHaveCount(0);
  await expect(aDetails.getByRole('button', { name: 'Åbn chat' })).toBeVisible();

  // B's dialog follows: B is now the helper and can report progress.
  await expect(detail(bDetails, 'Status')).toHaveText('Hjælper accepteret');
  await expect(bDetails.getByRole('button', { name: 'Jeg er på vej' })).toBeVisible();
  await expect(bDetails.getByRole('button', { name: 'Åbn chat' })).toBeVisible();

  // The chat opened for both on the acceptance; it is behind the modal dialogs until they close.
  await closeDialog(aDetails);
  await closeDialog(bDetails);
  const aChat = chatWindow(a, vessel);
  const bChat = chatWindow(b, vessel);
  await expect(aChat).toContainText(`med ${helper.username} · Forbundet`);
  await expect(bChat).toContainText(`med ${owner.username} · Forbundet`);

  const aInput = aChat.getByRole('textbox', { name: 'Skriv en besked' });
  const bInput = bChat.getByRole('textbox', { name: 'Skriv en besked' });
  const first = 'Tusind tak! Vi har kaldt på VHF 16 også.';
  await aInput.fill(first);
  await aInput.press('Enter');
  await expect(aInput).toHaveValue('');
  await expectChatMessages(bChat, [[owner.username, first]]);

  // Shift+Enter makes a line break inside the message; Enter then sends it as one message.
  await bInput.click();
  await b.keyboard.type('Jeg kan se jer nu.');
  await b.keyboard.press('Shift+Enter');
  await b.keyboard.type('Gør en slæbeline klar.');
  await expect(bInput).toHaveValue('Jeg kan se jer nu.\nGør en slæbeline klar.');
  await b.keyboard.press('Enter');
  await expect(bInput).toHaveValue('');
  const second = 'Jeg kan se jer nu.\nGør en slæbeline klar.';

  // Whitespace alone is not a message: Send stays disabled and Enter sends nothing.
  await aInput.fill('   \n  ');
  await expect(aChat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await aInput.press('Enter');
  await expect(aInput).toHaveValue('   \n  ');
  const third = 'Linen er klar.';
  await aInput.fill(third);
  await expect(aChat.getByRole('button', { name: 'Send' })).toBeEnabled();
  await aInput.press('Enter');
  const conversation: [string, string][] = [
    [owner.username, first],
    [helper.username, second],
    [owner.username, third],
  ];
  await expectChatMessages(aChat, conversation);
  await expectChatMessages(bChat, conversation);

  // B folds the chat away and reports progress; A's open details follow live.
  await bChat.getByRole('button', { name: 'Minimer chat' }).click();
  await expect(bInput).toHaveCount(0);
  await expect(bChat.getByRole('button', { name: 'Udvid chat' })).toBeVisible();

  const aDetailsAgain = await openDetails(a, 'GULT KALD', vessel);
  await expect(detail(aDetailsAgain, 'Status')).toHaveText('Hjælper accepteret');
  const bDetailsAgain = await openDetails(b, 'GULT KALD', vessel);
  await bDetailsAgain.getByRole('button', { name: 'Jeg er på vej' }).click();
  await expect(bDetailsAgain.getByRole('status')).toHaveText('Status opdateret til: På vej');
  await expect(bDetailsAgain.getByRole('button', { name: 'Jeg er på vej' })).toHaveCount(0);
  await expect(detail(aDetailsAgain, 'Status')).toHaveText('På vej');

  await bDetailsAgain.getByRole('button', { name: 'Jeg er ankommet' }).click();
  await expect(bDetailsAgain.getByRole('status')).toHaveText('Status opdateret til: Ankommet');
  await expect(bDetailsAgain.getByRole('button', { name: 'Jeg er ankommet' })).toHaveCount(0);
  await expect(detail(aDetailsAgain, 'Status')).toHaveText('Ankommet');
  await closeDialog(bDetailsAgain);
  // Still open on the dashboards until the owner ends it.
  await expect(callRow(b, vessel).getByText('Aktiv', { exact: true })).toBeVisible();

  // A closes the call with a public thank-you and 4 stars.
  await aDetailsAgain.getByRole('button', { name: 'Luk kald', exact: true }).click();
  await expect(aDetailsAgain).toHaveCount(0);
  const close = a.getByRole('dialog', { name: 'Luk kald' });
  await expect(close).toContainText(`Motorstop · ${vessel} · hjælper: ${helper.username}`);
  const thanks = close.getByLabel(`Tak til ${helper.username} (valgfri)`);
  await expect(close.getByText('0/500')).toBeVisible();
  // Rating and visibility only go with a thank-you.
  await expect(close.getByRole('radio', { name: '5 stjerner' })).toBeChecked();
  await expect(close.getByRole('radio', { name: '5 stjerner' })).toBeDisabled();
  const message = 'Tak for slæbet ind til Helsingør – I reddede vores sejlerferie!';
  await thanks.fill(message);
  await expect(close.getByText(`${message.length}/500`)).toBeVisible();
  await close.getByRole('radio', { name: '4 stjerner' }).check();
  await expect(close.getByRole('radio', { name: '4 stjerner' })).toBeChecked();
  await expect(close.getByRole('radio', { name: '5 stjerner' })).not.toBeChecked();
  const isPublic = close.getByRole('checkbox', { name: 'Vis takken offentligt på Havhjælp' });
  await expect(isPublic).toBeEnabled();
  await expect(isPublic).toBeChecked();
  await close.getByRole('button', { name: 'Luk kald', exact: true }).click();
  await expect(close).toHaveCount(0);

  // Both dashboards show the call as resolved, and both chat windows are gone.
  for (const page of [a, b]) {
    await expect(
      (await endedCallRow(page, vessel)).getByText('Løst', { exact: true }),
    ).toBeVisible();
    await expect(chatWindow(page, vessel)).toHaveCount(0);
    await expect(statValue(page, 'Aktive kald')).toHaveText(String(activeBefore));
    await expectSameDocument(page);
  }

  // The thank-you is public, for anyone without login.
  const testimonials = await testimonialsViaApi(request);
  expect(testimonials.filter((t) => t.message === message)).toEqual([
    expect.objectContaining({
      from_username: owner.username,
      from_boat_name: vessel,
      to_username: helper.username,
      to_boat_name: helper.boatName,
      help_type: 'motorstop',
      vessel_name: vessel,
      rating: 4,
    }),
  ]);
});

test('refusals in the UI: no offer from the owner, no chat or late offer for a third boater; a cancelled call ends for all', async ({
  request,
  openBrowser,
}) => {
  const vessel = uniqueName('Skarven');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request, { boatName: uniqueName('Ternen') });
  const other = await registerViaApi(request, { boatName: uniqueName('Ederfuglen') });
  const call = await createHelpViaApi(request, owner, { type: 'battery', priority: 'normal' });
  await offerViaApi(request, helper, call.id, { message: 'Jeg har startkabler.' });

  const a = await openBrowser(owner);
  const c = await openBrowser(other);
  for (const page of [a, c]) {
    await page.goto('/');
    await expect(statValue(page, 'Realtid')).toHaveText('Online');
    await markDocument(page);
  }

  // The owner cannot offer help on the own call; the owner sees the offers instead.
  const aDetails = await openDetails(a, 'GRØNT KALD', vessel);
  await expect(detail(aDetails, 'Status')).toHaveText('Tilbud modtaget');
  await expect(aDetails.getByRole('listitem')).toContainText(helper.username);
  await expect(aDetails.getByLabel('Besked (valgfri)')).toHaveCount(0);
  await expect(aDetails.getByRole('button', { name: 'Tilbyd hjælp' })).toHaveCount(0);

  // A third boater may offer while nobody is accepted, but sees neither the others' offers nor
  // the owner's buttons or a chat.
  const cDetails = await openDetails(c, 'GRØNT KALD', vessel);
  await expect(detail(cDetails, 'Problem')).toHaveText('Fladt batteri');
  await expect(cDetails.getByText('Ingen tilbud endnu.')).toBeVisible();
  await expect(cDetails.getByRole('button', { name: 'Tilbyd hjælp' })).toBeVisible();
  for (const button of ['Luk kald', 'Annuller kald', 'Åbn chat']) {
    await expect(cDetails.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  }

  await aDetails.getByRole('button', { name: `Accepter ${helper.username}` }).click();
  await a
    .getByRole('alertdialog', { name: 'Accepter hjælper?' })
    .getByRole('button', { name: 'Ja, accepter' })
    .click();
  await expect(aDetails.getByRole('status')).toHaveText('Hjælper accepteret!');

  // C's open dialog follows live: a helper is chosen, so the offer form goes; still no chat.
  await expect(detail(cDetails, 'Status')).toHaveText('Hjælper accepteret');
  await expect(detail(cDetails, 'Hjælper')).toHaveText(helper.username);
  await expect(cDetails.getByRole('button', { name: 'Tilbyd hjælp' })).toHaveCount(0);
  await expect(cDetails.getByLabel('Besked (valgfri)')).toHaveCount(0);
  for (const button of ['Åbn chat', 'Jeg er på vej', 'Jeg er ankommet', 'Annuller kald']) {
    await expect(cDetails.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  }
  await closeDialog(cDetails);
  await expect(chatWindow(c, vessel)).toHaveCount(0);
  // The server agrees: the chat is for the owner and the accepted helper only.
  const chat = await request.get(`/api/help/${call.id}/chat`, {
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(chat.status()).toBe(403);

  // The owner cancels; the owner's chat closes and C's dashboard shows it without a reload.
  await expect(aDetails.getByRole('button', { name: 'Åbn chat' })).toBeVisible();
  await aDetails.getByRole('button', { name: 'Annuller kald' }).click();
  const confirmCancel = a.getByRole('alertdialog', { name: 'Annuller kaldet?' });
  await confirmCancel.getByRole('button', { name: 'Ja, annuller' }).click();
  await expect(confirmCancel).toHaveCount(0);
  await expect(detail(aDetails, 'Status')).toHaveText('Annulleret');
  for (const button of ['Luk kald', 'Annuller kald', 'Åbn chat']) {
    await expect(aDetails.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  }
  await closeDialog(aDetails);
  await expect(chatWindow(a, vessel)).toHaveCount(0);
  await expect(
    (await endedCallRow(c, vessel)).getByText('Annulleret', { exact: true }),
  ).toBeVisible();
  await expect(
    (await endedCallRow(a, vessel)).getByText('Annulleret', { exact: true }),
  ).toBeVisible();
  await expectSameDocument(c);
  await expectSameDocument(a);
});
