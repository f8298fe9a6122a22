import sharp from 'sharp';
import { markFileName, sendFile, shanghaiDay } from '../../src/exports/file-names';
import { fitLogo } from '../../src/exports/logos';
import { pdfFonts } from '../../src/exports/pdf-fonts';
import { SVG_LOGO } from './svg-logo';

describe('export file names', () => {
  it('dates a file by the day in Shanghai, which starts at 16:00 UTC the day before', () => {
    expect(shanghaiDay(new Date('2026-11-20T15:59:59Z'))).toBe('20261120');
    expect(shanghaiDay(new Date('2026-11-20T16:00:00Z'))).toBe('20261121');
  });

  it('names a mark file by name, number and class, without characters file systems refuse', () => {
    expect(markFileName('恒泰咖啡', '30000001', 30)).toBe('恒泰咖啡_30000001_第30类');
    expect(markFileName('A/B:C?', '1', 9)).toBe('A_B_C__1_第9类');
    expect(markFileName('  ', '1', 9)).toBe('商标_1_第9类');
  });

  it('sends the Chinese name in filename* (RFC 6266) and an ASCII stand-in', () => {
    const headers: Record<string, string> = {};
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
      send: jest.fn(),
    };
    sendFile(reply as never, 'xlsx', '商标查询结果_20261121', Buffer.from('x'));
    expect(headers['content-disposition']).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''%E5%95%86%E6%A0%87%E6%9F%A5%E8%AF%A2%E7%BB%93%E6%9E%9C_20261121.xlsx`,
    );
    expect(reply.send).toHaveBeenCalledWith(Buffer.from('x'));
  });
});

describe('logos and fonts', () => {
  it('fits a logo into a square keeping its proportions', () => {
    const logo = { png: Buffer.alloc(0), width: 240, height: 120 };
    expect(fitLogo(logo, 64)).toEqual({ width: 64, height: 32 });
  });

  it('sharp can rasterise the SVG logos exports embed', async () => {
    const info = await sharp(SVG_LOGO).png().toBuffer({ resolveWithObject: true });
    expect(info.info.format).toBe('png');
  });

  it('finds the Noto Sans Hans fonts through the package, whatever the working directory', async () => {
    const cwd = process.cwd();
    process.chdir('/');
    try {
      const fonts = await pdfFonts();
      // OpenType with CFF outlines starts with 'OTTO'
      expect(fonts.regular.subarray(0, 4).toString('latin1')).toBe('OTTO');
      expect(fonts.bold.subarray(0, 4).toString('latin1')).toBe('OTTO');
    } finally {
      process.chdir(cwd);
    }
  });
});
