import { describe, expect, it } from 'vitest';
import { parseSentence, parseTagBlock, type AisSentence } from './nmea';
import { nmeaChecksum } from './encoder';

const line = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';

/** `body` between '!' and '*', with the checksum it needs. */
const withChecksum = (body: string) => `!${body}*${nmeaChecksum(body)}`;

function parsed(text: string): AisSentence {
  const result = parseSentence(text);
  if (typeof result === 'string') throw new Error(`rejected as ${result}: ${text}`);
  return result;
}

describe('parseSentence', () => {
  it('reads the fields of a sentence', () => {
    expect(parsed(line)).toEqual({
      formatter: 'VDM',
      fragmentCount: 1,
      fragmentNumber: 1,
      sequenceId: '',
      channel: 'A',
      payload: '15RTgt0PAso;90TKcjM8h6g208CQ',
      fillBits: 0,
      tags: undefined,
    });
  });

  it('reads multi-part fields, own-ship sentences and other talkers', () => {
    const part = parsed('!AIVDM,2,2,1,A,88888888880,2*25');
    expect([part.fragmentCount, part.fragmentNumber, part.sequenceId, part.fillBits]).toEqual([
      2,
      2,
      '1',
      2,
    ]);
    expect(
      parsed('!AIVDO,1,1,4,B,8>jR06@0Bk3:vOli;L`nwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwt1,2*0E')
        .formatter,
    ).toBe('VDO');
    expect(parsed(withChecksum('BSVDM,1,1,,B,15RTgt0PAso;90TKcjM8h6g208CQ,0')).channel).toBe('B');
    expect(parsed(withChecksum('ABVDM,1,1,,2,15RTgt0PAso;90TKcjM8h6g208CQ,0')).channel).toBe('2');
    expect(parsed(withChecksum('AIVDM,1,1,,,15RTgt0PAso;90TKcjM8h6g208CQ,0')).channel).toBe('');
  });

  it('takes the checksum in either case', () => {
    expect(parsed(line.replace('*4A', '*4a')).channel).toBe('A');
  });

  it('rejects a wrong checksum', () => {
    expect(parseSentence(line.replace('*4A', '*4B'))).toBe('checksum');
    expect(parseSentence(line.replace('15RT', '15RU'))).toBe('checksum');
    expect(parseSentence(line.replace('*4A', '*ZZ'))).toBe('checksum');
    expect(parseSentence(line.replace('*4A', '*4'))).toBe('checksum');
  });

  it('ignores what receivers append after the checksum, and surrounding blanks', () => {
    for (const text of [
      `${line}\r\n`,
      `${line}\n`,
      `  ${line}   `,
      `${line},s36310,d-081,T59.01777335`,
      `${line}\\x0d\\x0a`,
    ])
      expect(parsed(text).payload).toBe('15RTgt0PAso;90TKcjM8h6g208CQ');
  });

  it('reads an NMEA 4 tag block in front of the sentence', () => {
    const tagged = parsed(`\\s:r003669945,c:1241544035*79\\${line}`);
    expect(tagged.tags).toEqual({ s: 'r003669945', c: '1241544035' });
    expect(tagged.payload).toBe('15RTgt0PAso;90TKcjM8h6g208CQ');
    expect(parsed(`\\c:1241544035\\${line}`).tags).toEqual({ c: '1241544035' });
  });

  it('rejects a tag block with a wrong checksum or no end', () => {
    expect(parseSentence(`\\s:r003669945,c:1241544035*78\\${line}`)).toBe('checksum');
    expect(parseSentence(`\\s:r003669945,c:1241544035*79${line}`)).toBe('malformed');
    expect(parseSentence(`\\nonsense*00\\${line}`)).toBe('checksum');
  });

  it.each([
    ['no leading !', 'AIVDM,2,2,1,B,00000000000,2*26'],
    ['another sentence', '$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47'],
    ['no checksum', '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'],
    ['empty', ''],
    ['comment', '# !AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A'],
  ])('rejects %s as malformed', (_case, text) => {
    expect(parseSentence(text)).toBe('malformed');
  });

  it.each([
    ['a field short', 'AIVDM,1,1,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'],
    ['a field too many', 'AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0,0'],
    ['fragment number above count', 'AIVDM,1,2,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'],
    ['zero fragments', 'AIVDM,0,0,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'],
    ['two-digit count', 'AIVDM,10,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'],
    ['fill bits above 5', 'AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,6'],
    ['no fill bits', 'AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,'],
    ['an empty payload', 'AIVDM,1,1,,A,,0'],
    ['a non-armoring payload character', 'AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g2X8CQ,0'],
    ['an unknown formatter', 'AIVDX,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'],
    ['a long address', 'AIVDMX,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'],
  ])('rejects a sentence with %s even when its checksum is right', (_case, body) => {
    expect(parseSentence(withChecksum(body))).toBe('malformed');
  });
});

describe('parseTagBlock', () => {
  it('reads key:value fields', () => {
    expect(parseTagBlock('g:1-2-73874,n:157036,s:r003669945,c:1241544035')).toEqual({
      g: '1-2-73874',
      n: '157036',
      s: 'r003669945',
      c: '1241544035',
    });
  });

  it('refuses fields that are not key:value', () => {
    expect(parseTagBlock('s:a,oops')).toBeNull();
    expect(parseTagBlock(':x')).toBeNull();
  });
});
