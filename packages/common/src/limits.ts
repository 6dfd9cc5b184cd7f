/** Business constants and limits from SPEC.md section 9. Times in milliseconds. */
export const LIMITS = {
  headerRefreshMs: 30_000,
  openRequestPollMs: 120_000,
  reminderRefreshMs: 120_000,
  positionUpdateMs: 30_000,
  aisShipExpiryMs: 10 * 60_000,
  aisCleanupMs: 5 * 60_000,
  aisReconnectMs: 5_000,
  liveReconnectMs: 5_000,
  liveConnectTimeoutMs: 30_000,
  geolocationTimeoutMs: 10_000,
  clusterMaxRadius: 50,
  descriptionPreviewChars: 100,
  searchRadiusNm: { min: 0.5, max: 10, step: 0.5, default: 3 },
  thankYouMaxChars: 500,
  chatMessageMaxChars: 2000,
  helpDescriptionMaxChars: 2000,
  rating: { min: 1, max: 5, default: 5 },
  passwordMinLength: 12,
  passwordMaxAgeDays: 30,
  friendSearchMinChars: 2,
  vhfChannelMaxChars: 10,
  callSignMaxChars: 50,
  topicTitleMaxChars: 255,
  emergencyAlert: { radiusKm: 50, autoDismissMs: 30_000 },
  earthRadiusKm: 6371,
  cookieBannerDelayMs: 1_000,
  betaWarningDelayMs: 500,
  testimonialRotateMs: 8_000,
  imageLoadedMessageMs: 3_000,
  resetRedirectMs: 3_000,
  sessionLifetimeHours: 24,
  ageLimit: 16,
  /**
   * What one account may post, against flooding (each new call is announced live and a critical
   * one raises an alert in every browser within 50 km). Counted from the database.
   */
  posting: {
    openCallsMax: 3,
    callsPerHour: 5,
    offersPerHour: 30,
    chatLinesPerMinute: 30,
  },
  /** Recently ended calls carried in the help list; older ones are fetched a page at a time. */
  endedCallsWindow: 50,
  endedCallsPageMax: 100,
} as const;

export const MAP_START = { lat: 55.6761, lng: 12.5683, zoom: 8, maxZoom: 19 } as const;

/** Data retention promised by the privacy policy (SPEC.md section 9). */
export const RETENTION = {
  positionLogDays: 90,
  loginLogDays: 180,
  inactiveAccountYears: 2,
  inactiveWarningDays: 30,
  backupMaxDays: 30,
  helpRequests: 'permanent',
  gdprAnswerDays: 30,
  breachNoticeHours: 72,
  supportAnswerHours: 48,
} as const;
