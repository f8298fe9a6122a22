import { screen } from '@testing-library/react';
import { MiniProgramScreen, searchAddress } from './MiniProgramScreen';
import { renderScreen } from './render-screen';

describe('the mini-program page', () => {
  it('draws a QR code and says what it is for', () => {
    renderScreen(MiniProgramScreen, '/tool/miniprogram', '小程序');
    const code = screen.getByTitle('商标云查商标查询').closest('svg');
    expect(code).not.toBeNull();
    // a real code: modules drawn as a path, not a placeholder picture
    expect(code!.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('微信扫一扫，手机查商标')).toBeInTheDocument();
  });

  it("encodes the portal's search page as a full address", () => {
    expect(searchAddress('https://tm.example.cn')).toBe('https://tm.example.cn/search');
    expect(searchAddress()).toBe(`${window.location.origin}/search`);
  });
});
