// Issue 24: the Chinese messages read as written Chinese. zh-Hant holds no Simplified character and zh-Hans no
// Traditional one; each file says a glossary term one way (docs/GLOSSARY.md); punctuation after Chinese text is
// full-width, with no space between two Chinese characters, and quotes are the file's own (「」 in zh-Hant, “” in
// zh-Hans). A review found each of these (設定 beside 设置 in zh-Hans, 恢復碼 beside 復原碼 and 密鑰 beside 金鑰 in
// zh-Hant, 「」 in zh-Hans, "速度 每小時").
import { describe, expect, it } from 'vitest';
import { readMessageFiles } from '../../../scripts/make-messages.ts';

type Chinese = 'zh-Hant' | 'zh-Hans';

/** Traditional and Simplified forms of the characters the messages use, position by position (after OpenCC's
 *  TSCharacters; only pairs where neither form is also written in the other script). */
const TRADITIONAL =
  '並亞併來個們備傳儀優儲兌內兩冊別刪則剛動勢區卻參員問喪單嗎嘗圍圓報場塊壞夠夾學實寫寶將對導屢層屬師帶幣庫廢張從復態慣應戲換損撥擇擬攤敗數斷時暫書會條棄構樂標樣機檢欄權歷歸決沒況減測滿無燒營狀獎獨獲現畢畫異當疇疊發盡監盤碼稱穩節篩簽籌約紅紙級細組結絕絡給統經維網線編練總績繳繼續義習聲腦與舊莊蓋處號補裝複見規視覽觀觸訂計訓記設許評詞試該詳認語誤說誰調請論諾證識議護讀變讓負貨資賠賭賽贏較輪輯輸這連進運過達違遞遠遲選還邊針鈕銷錄錢錯鍵鎖鏡鐘鑰長門閉開閒間關隨險雙離難電靜響頁項順須預頓頭題額顏類顯饋驗驟體麼點齊龍';
const SIMPLIFIED =
  '并亚并来个们备传仪优储兑内两册别删则刚动势区却参员问丧单吗尝围圆报场块坏够夹学实写宝将对导屡层属师带币库废张从复态惯应戏换损拨择拟摊败数断时暂书会条弃构乐标样机检栏权历归决没况减测满无烧营状奖独获现毕画异当畴叠发尽监盘码称稳节筛签筹约红纸级细组结绝络给统经维网线编练总绩缴继续义习声脑与旧庄盖处号补装复见规视览观触订计训记设许评词试该详认语误说谁调请论诺证识议护读变让负货资赔赌赛赢较轮辑输这连进运过达违递远迟选还边针钮销录钱错键锁镜钟钥长门闭开闲间关随险双离难电静响页项顺须预顿头题额颜类显馈验骤体么点齐龙';

/** The other script's characters, by the file they must not appear in. */
const WRONG_SCRIPT: Record<Chinese, ReadonlySet<string>> = {
  'zh-Hant': new Set(SIMPLIFIED),
  'zh-Hans': new Set(TRADITIONAL),
};

/** Words a file never uses, with the word it uses (docs/GLOSSARY.md, or the file's own usage where it is one way). */
const NOT_THE_TERM: Record<Chinese, readonly (readonly [string, string])[]> = {
  'zh-Hant': [
    ['恢復碼', '復原碼'],
    ['密鑰', '金鑰'],
    ['賭桌', '賭枱'],
    ['賭台', '賭枱'],
    ['上台', '上枱'],
    ['人頭牌', '公仔牌'],
    ['找零', '找贖'],
    ['天生贏家', '例牌'],
    ['裡', '裏'],
    ['超時', '逾時'],
    ['博彩規則表', '補牌規則'],
    ['} 號座位', '} 號位'],
    ['“', '「'],
    ['”', '」'],
  ],
  'zh-Hans': [
    ['复原码', '恢复码'],
    ['金钥', '密钥'],
    ['赌桌', '赌台'],
    ['枱', '台'],
    ['设定', '设置'],
    ['公仔牌', '人头牌'],
    ['找赎', '找零'],
    ['细面值', '小面值'],
    ['天生赢家', '例牌'],
    ['储存', '保存'],
    ['博彩规则表', '补牌规则'],
    ['} 号座位', '} 号位'],
    ['「', '“'],
    ['」', '”'],
  ],
};

const HAN = '\\u3400-\\u9fff';
const PUNCTUATION: readonly (readonly [string, RegExp])[] = [
  ['ASCII punctuation after Chinese', new RegExp(`[${HAN}][,:;!?]|[${HAN}]\\.(?!\\d)`)],
  ['ASCII punctuation before Chinese', new RegExp(`[,:;!?][${HAN}]`)],
  // A full-width closing bracket or quote ends Chinese text too: 「1 號位」; 答案是 reads as a slip.
  ['ASCII punctuation after a full-width bracket or quote', /[」）”》][,:;!?]/],
  ['an ASCII bracket against Chinese', new RegExp(`\\([${HAN}]|[${HAN}]\\)|[${HAN}] ?\\(`)],
  ['a space between two Chinese characters', new RegExp(`[${HAN}] [${HAN}]`)],
];

/** Messages that write a notation as it is typed in a file (a range "[low, high]"). */
const NOTATION = new Set(['kindfail_range_order']);

/** What is wrong with one Chinese message, as "key: problem". */
function problems(language: Chinese, key: string, text: string): string[] {
  const found: string[] = [];
  const wrong = [...new Set([...text].filter((c) => WRONG_SCRIPT[language].has(c)))];
  if (wrong.length > 0) found.push(`${key}: characters of the other script ${wrong.join('')}`);
  for (const [not, term] of NOT_THE_TERM[language])
    if (text.includes(not)) found.push(`${key}: says ${not} where the file says ${term}`);
  if (!NOTATION.has(key))
    for (const [what, pattern] of PUNCTUATION) if (pattern.test(text)) found.push(`${key}: ${what}`);
  return found;
}

describe('the checker', () => {
  it('pairs each Traditional character with its Simplified one', () => {
    expect([...TRADITIONAL].length).toBe([...SIMPLIFIED].length);
  });

  it.each([
    ['zh-Hant', '閒家補牌。', []],
    ['zh-Hans', '闲家补牌。', []],
    ['zh-Hant', '闲家補牌。', ['k: characters of the other script 闲']],
    ['zh-Hans', '闲家補牌。', ['k: characters of the other script 補']],
    ['zh-Hant', '以恢復碼重設', ['k: says 恢復碼 where the file says 復原碼']],
    ['zh-Hans', '设定导师密码', ['k: says 设定 where the file says 设置']],
    ['zh-Hans', '选择「验证报告」', ['k: says 「 where the file says “', 'k: says 」 where the file says ”']],
    ['zh-Hant', '速度 每小時 {rate} 局', ['k: a space between two Chinese characters']],
    ['zh-Hant', '金額: {amount}', ['k: ASCII punctuation after Chinese']],
    ['zh-Hant', '可以咪牌 (Tasmania 9.3)', ['k: an ASCII bracket against Chinese']],
    [
      'zh-Hant',
      '你選了「1 號位」; 答案是「3 號位」',
      ['k: ASCII punctuation after a full-width bracket or quote'],
    ],
    ['zh-Hant', '金額（33.25）；按 Enter。Tasmania 9.3 (d)', []],
  ] as const)('%s %s', (language, text, found) => {
    expect(problems(language, 'k', text)).toEqual(found);
  });
});

describe('the Chinese messages', () => {
  const { files } = readMessageFiles();
  it.each(['zh-Hant', 'zh-Hans'] as const)(
    '%s: one script, the glossary terms, full-width punctuation',
    (language) => {
      const messages = Object.entries(files[language] ?? {}).filter(([key]) => !key.startsWith('$'));
      expect(messages.length).toBeGreaterThan(3000);
      expect(messages.flatMap(([key, text]) => problems(language, key, String(text)))).toEqual([]);
    },
  );
});
