import { liveTopics, type LiveTopics } from '@havhjaelp/common/live';
import { useMemo } from 'react';
import { usePublicConfig } from '../features/public-config/api';

/** The live channel's topic names under this server's MQTT_TOPIC_ROOT. */
export function useLiveTopics(): LiveTopics {
  const root = usePublicConfig().mqttTopicRoot;
  return useMemo(() => liveTopics(root), [root]);
}
