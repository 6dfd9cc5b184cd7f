import { liveTopics, type LiveTopics } from '@havhjaelp/common/live';
import { useMemo } from 'react';
import { usePublicConfig } from './public-config';

/** The live channel's topic names under this server's MQTT_TOPIC_ROOT. */
export function useLiveTopics(): LiveTopics {
  const root = usePublicConfig().mqttTopicRoot;
  return useMemo(() => liveTopics(root), [root]);
}
