import { escapeHtml } from '../http/html';

export interface SandboxWalletView {
  orderSn: string;
  subject: string;
  /** '12.34' */
  amountYuan: string;
  /** where the 确认支付 button posts {orderSn} */
  confirmPath: string;
}

/**
 * The sandbox's stand-in for a wallet app: what a phone shows after scanning the code. The
 * button sends the payment; the line below it says what the server answered. Every value
 * from the query string is escaped (the page is reachable by anyone holding a code URL).
 */
export function renderSandboxWallet(view: SandboxWalletView): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>模拟钱包</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f5; }
main { max-width: 24rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
dt { color: #666; }
dd { margin: 0; }
.amount { font-size: 1.5rem; color: #e4393c; }
button { width: 100%; padding: .75rem; font-size: 1rem; border: 0; border-radius: 4px;
  background: #07c160; color: #fff; cursor: pointer; }
button:disabled { background: #9ed9b6; }
#result { min-height: 1.5em; margin-top: 1rem; }
</style>
</head>
<body>
<main data-order-sn="${escapeHtml(view.orderSn)}" data-confirm="${escapeHtml(view.confirmPath)}">
<h1>模拟钱包</h1>
<p>这是沙箱支付：确认后服务器会收到一条签名的支付通知，不会真实扣款。</p>
<dl>
<dt>商品</dt><dd id="subject">${escapeHtml(view.subject)}</dd>
<dt>订单号</dt><dd>${escapeHtml(view.orderSn)}</dd>
<dt>金额</dt><dd class="amount" id="amount">¥${escapeHtml(view.amountYuan)}</dd>
</dl>
<button id="confirm" type="button">确认支付</button>
<p id="result" role="status"></p>
</main>
<script>
const main = document.querySelector('main');
const button = document.getElementById('confirm');
const result = document.getElementById('result');
button.addEventListener('click', async () => {
  button.disabled = true;
  result.textContent = '支付中…';
  try {
    const res = await fetch(main.dataset.confirm, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderSn: main.dataset.orderSn }),
    });
    const body = await res.json();
    const again = body.code === 200 && body.data && body.data.outcome === 'already-paid';
    result.textContent = again ? body.message : body.code === 200 ? '支付成功' : '支付失败：' + body.message;
    if (body.code !== 200) button.disabled = false;
  } catch (err) {
    result.textContent = '支付失败：网络错误';
    button.disabled = false;
  }
});
</script>
</body>
</html>
`;
}
